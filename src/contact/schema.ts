import { object, string } from 'yup';

/**
 * A valid e-mail address as the HTML standard defines it, which is what <input type="email"> checks.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** The words of each error, from content/form.json. */
export interface ErrorMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
}

/** All three fields are required; the email must be one the browser's email field would accept. */
export function contactSchema(messages: ErrorMessages) {
  return object({
    name: string().trim().required(messages.nameRequired),
    // The browser strips surrounding white space from an email field before it checks it.
    email: string()
      .trim()
      .required(messages.emailRequired)
      .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
    message: string().trim().required(messages.messageRequired),
  });
}
