import { object, string } from 'yup';

/**
 * A valid e-mail address as the HTML standard defines it, which is what <input type="email"> checks, with a dot in its
 * domain: `sam@plant` is valid on a private network, but a reply from outside it can never reach it.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address mail can carry (RFC 5321: a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Something a reader can see: a letter, a digit, a punctuation mark or a symbol (not only spaces or zero-width marks).
 * Not the few of those that show as nothing: the Hangul fillers, which Unicode counts as letters yet tells software
 * to draw as nothing (Default_Ignorable_Code_Point), and the braille blank, a symbol with no dots.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

export interface ContactValues {
  name: string;
  email: string;
  /** The offer the message is about, by name (content/form.json), or empty: optional, never checked. */
  topic: string;
  message: string;
}

/** The words of each error, from content/form.json. */
export interface ErrorMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  messageRequired: string;
}

/** Required, and holding at least one character a reader can see. */
const visibleText = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('visible', required, (value) => !value || VISIBLE.test(value));

/**
 * All three fields are required, the name and the message with something visible in them; the email must be one the
 * browser's email field would accept, and short enough for mail to carry.
 */
export function contactSchema(messages: ErrorMessages) {
  return object({
    name: visibleText(messages.nameRequired),
    // The browser strips surrounding white space from an email field before it checks it.
    email: string()
      .trim()
      .required(messages.emailRequired)
      .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
      .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
    message: visibleText(messages.messageRequired),
  });
}
