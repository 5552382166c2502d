import { validateYupSchema, yupToFormErrors } from 'formik';
import type { ContactValues, ErrorMessages } from './schema';

/**
 * yup, a third of the form's code, comes apart from it: asked for on the form's first focus (ContactForm.tsx), needed
 * on its first submit.
 */
export const loadSchema = () => import(/* webpackChunkName: "contact-schema" */ './schema');

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
