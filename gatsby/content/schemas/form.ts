import { boolean, type ObjectShape } from 'yup';
import { idSchema } from '../references.ts';
import { listOf, must, record, routeName, text, upTo } from './parts.ts';

/** The contact form's words and the offers it may be opened on (content/form.json). */
export function formSchema(routeNames: readonly string[]) {
  const field = <S extends ObjectShape>(extra: S = {} as S) =>
    record({ label: text(), required: text(), ...extra }).required();
  const notice = record({ title: text(), text: text() }, 'Notice').required();
  return record({
    subject: text(),
    inputs: record(
      {
        name: field({ placeholder: text() }),
        email: field({ invalid: text(), tooLong: text() }),
        // The optional topic: a list of the offers, after `none`, the choice of none of them.
        topic: record({ label: text(), none: text() }, 'FormTopic').required(),
        message: field({ placeholder: text() }),
        honeypot: text(),
      },
      'FormInputs',
    ).required(),
    submit: text(),
    sending: text(),
    // After a failure's words, in the alert above the fields, with {email}, the company's address, as a link.
    emailInstead: must(/^[^{}]*\{email\}[^{}]*$/, 'say {email} once, where the address goes')
      .trim()
      .required(),
    privacy: record({ before: text(), link: text(), route: routeName(routeNames) }, 'FormPrivacy').required(),
    // The first steps a client can buy, each a topic of the form: a link with its `topic` opens the form with it
    // chosen, in its `action`'s words. `example` marks one the launch check lists until its price is real.
    offers: listOf(
      record(
        {
          id: idSchema(),
          name: upTo(40, 'on its card and in the form’s list of topics'),
          action: text(),
          length: text(),
          // Under a call to action's button that opens the form on it, before its price: "1 day on site".
          brief: upTo(24, 'beside its buttons, before its price'),
          receives: text(),
          // An amount visitors can weigh: a price in words cannot be compared.
          price: must(/[£€$]\s?\d/, 'give an amount with its currency sign, e.g. From £2,400')
            .trim()
            .required(),
          example: boolean(),
        },
        'Offer',
      ).meta({ fields: ['to: String! @offerPath'] }),
    ),
    // How each outcome is said. A success: `success`, above the fields and in its notice alike. A failure: above the
    // fields, the one announcement, `alert`, then why where the form knows (the texts after it), then `emailInstead`;
    // its notice, `failure`.
    notices: record(
      {
        label: text(),
        dismiss: text(),
        success: notice,
        failure: notice,
        alert: text(),
        noAnswer: text(),
        // The wait is put where {wait} stands; a misspelt one would show its braces to visitors.
        tooMany: must(/^[^{}]*\{wait\}[^{}]*$/, 'say {wait} once, where the time to wait goes')
          .trim()
          .required(),
        tooManyWait: text(),
        // Offline before the request left (nothing was sent), or the line dropped after it had (it may have gone).
        offline: text(),
        dropped: text(),
      },
      'FormNotices',
    ).required(),
    // Where the provider sends a visitor whose browser posted the form itself (no JavaScript).
    sent: record({ route: routeName(routeNames) }, 'FormSent').required(),
  });
}
