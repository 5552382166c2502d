import { awaits } from '../../plugins/page-start/contract.ts';
import { island } from '../../plugins/page-start/island.tsx';

/*
 * The contact form as an island (see plugins/page-start/island.tsx): its code, Formik and the fields, is a chunk of its
 * own, island-contact-form, which the byte budget (scripts/check-budgets.ts) lists apart from first load. It runs only
 * once a visitor touches the form (a pointer over it, a finger or focus on it): on the contact page the form is in the
 * first screen, and running its code as the page started made that page's start the heaviest of the site.
 */
export const ContactForm = island(
  'contact-form',
  () => import(/* webpackChunkName: "island-contact-form" */ './ContactForm.tsx').then((module) => module.ContactForm),
  awaits.touch,
);
