/**
 * The dot in an email address's domain, as the email field's `pattern` asks it of a visitor without JavaScript: the
 * browser checks the rest of the address itself (type="email"), and schema.ts checks all of it once the form's code
 * runs. Browsers read a pattern with the `v` flag, where the standard's character class in schema.ts is not valid, so
 * this one is written apart; and apart from schema.ts, which brings yup, so that the form's first code stays small.
 */
export const EMAIL_INPUT_PATTERN = '[^@]+@[^@]+\\.[^@]+';
