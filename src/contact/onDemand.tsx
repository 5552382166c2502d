/**
 * The contact form's code that comes apart from it, asked for on the form's first focus (ContactForm.tsx): its checks
 * (yup, a third of its code), needed on its first submit, and its notices, shown after one.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { lazy } from 'react';
import type { NoticeRegion as Notices } from '../components/ui/Notices/Notices.tsx';
import type { ContactValues, ErrorMessages } from './schema.ts';

const loadSchema = () => import(/* webpackChunkName: "contact-schema" */ './schema.ts');

/** Formik's errors for these values, as its own yup support gives them. */
export async function check(values: ContactValues, messages: ErrorMessages) {
  const { contactSchema } = await loadSchema();
  return validateYupSchema(values, contactSchema(messages)).then(
    () => ({}),
    (error: unknown) => {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<ContactValues>(error);
      throw error;
    },
  );
}

// Notices come only after a submit, so their region's code loads apart, asked for on the form's first focus. If it
// cannot load (the visitor went offline first), there are no notices: the form's own alert or confirmation says it.
const loadNotices = () => import('../components/ui/Notices/Notices.tsx');
const noNotices: typeof Notices = () => <></>;
export const NoticeRegion = lazy(() =>
  loadNotices().then(
    (module) => ({ default: module.NoticeRegion }),
    () => ({ default: noNotices }),
  ),
);
/** What the form's first focus asks for: its checks and its notices, so a submit made offline later finds them. */
export const prepare = () => Promise.all([loadSchema(), loadNotices()]).catch(() => undefined);
