import { island } from '../../plugins/page-start/island';

/*
 * The contact form as an island (see plugins/page-start/island.tsx): its code, formik and yup among it, is a chunk of its own,
 * island-contact-form, which the byte budget (scripts/check-budgets.ts) lists apart from first load.
 */
export const ContactForm = island('contact-form', () =>
  import(/* webpackChunkName: "island-contact-form" */ './ContactForm').then((module) => module.ContactForm),
);
