import { useFormik } from 'formik';
import { Link } from 'gatsby';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Glyph } from '../components/icons/Glyph';
import { Button } from '../components/ui/Button/Button';
import { LinkedText } from '../components/ui/LinkedText/LinkedText';
import { notices, showOutcome } from '../components/ui/noticeQueue';
import { TextField } from '../components/ui/TextField/TextField';
import { sendMessage, WEB3FORMS_ENDPOINT } from './client';
import { accessKey } from './config';
import { Alert, Confirmation, Footer, FormBox, FormHeader, Trap } from './ContactForm.styles';
import type { ContactValues } from './schema';
import { check, loadSchema } from './check';
import type { FormContent } from './useFormContent';

const fieldOrder = ['name', 'email', 'message'] as const;
// Notices come only after a submit, so their region's code loads on the first one, while the message is sent.
const NoticeRegion = lazy(() =>
  import('../components/ui/Notices/Notices').then((module) => ({ default: module.NoticeRegion })),
);
const empty: ContactValues = { name: '', email: '', message: '' };
/**
 * What the fields of the form with this id hold right now. The server's HTML works before the form's code arrives,
 * so a visitor may be typing into it while it hydrates: their text, not an empty string, is the form's state.
 */
function inFields(formId: string): ContactValues {
  const elements =
    typeof document === 'undefined' ? null : (document.getElementById(formId) as HTMLFormElement | null)?.elements;
  const value = (field: keyof ContactValues) => (elements?.namedItem(field) as HTMLInputElement | null)?.value ?? '';
  return { name: value('name'), email: value('email'), message: value('message') };
}

interface Props {
  content: FormContent;
  /** The company's address, shown as the email field's placeholder. */
  emailPlaceholder: string;
  /** The absolute address of the page the provider sends a visitor to after a post without JavaScript. */
  sentPage: string;
  /** A heading (and a line under it) at the top of the form, where no section heading stands above it. */
  heading?: { id: string; text: string; intro?: string | null };
}

/**
 * The contact form. Formik holds what the visitor typed and yup checks it; a submit sends one request to
 * Web3Forms and reports the outcome inline and as a notice, in the notice's words. On success the fields empty and
 * a confirmation takes focus above them, where it stays until the next submit; nothing typed is lost on failure, and
 * the alert offers the company's email address instead. Without JavaScript the same HTML posts straight to the
 * provider.
 */
export function ContactForm({ content, emailPlaceholder, sentPage, heading }: Props) {
  const { inputs: fields, notices: words } = content;
  const messages = useMemo(
    () => ({
      nameRequired: fields.name.required,
      emailRequired: fields.email.required,
      emailInvalid: fields.email.invalid ?? fields.email.required,
      messageRequired: fields.message.required,
    }),
    [fields],
  );
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const noticeSlot = useRef<HTMLDivElement>(null);
  // Errors show from the first submit on, then update as the visitor types. Checking on blur instead would
  // insert an error between pressing and releasing the button, move the button, and swallow the click.
  const [attempted, setAttempted] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const formId = useId();
  // Read once, during the render that hydrates the form.
  const [typedBefore] = useState(() => inFields(formId));
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const inputs = {
    name: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    message: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };

  const form = useFormik<ContactValues>({
    initialValues: typedBefore,
    validate: (values) => check(values, messages),
    validateOnBlur: false,
    validateOnChange: attempted,
    onSubmit: () => {},
  });

  // Keys typed between that render and React taking over the fields: taken in before any paint or later key, so
  // React never writes an older value over the field being typed in (which would also move its caret).
  // Runs once: formId, typedBefore and Formik's setValues never change.
  const { setValues } = form;
  useLayoutEffect(() => {
    const typed = inFields(formId);
    if (fieldOrder.some((field) => typed[field] !== typedBefore[field])) void setValues(typed, false);
    setHydrated(true);
  }, [formId, typedBefore, setValues]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitted(true);
    setFailed(false);
    setSent(false);
    // The last outcome's notices go with its alert or confirmation: one message per outcome.
    notices.clear();
    setAttempted(true);
    const errors = await form.validateForm();
    const firstInvalid = fieldOrder.find((field) => errors[field]);
    if (firstInvalid) {
      inFlight.current = false;
      // After the press that submitted has finished moving focus to the button.
      requestAnimationFrame(() => inputs[firstInvalid].current?.focus());
      return;
    }
    // Sent as typed (the browser would trim an email field's value, so that one is trimmed too).
    const values = { ...form.values, email: form.values.email.trim() };
    if (process.env.NODE_ENV === 'development') console.info('Contact form submission', values);

    form.setSubmitting(true);
    // A filled honeypot means a bot: it is told all went well, and nothing is sent.
    const result = honeypot.current?.checked
      ? { ok: true as const }
      : await sendMessage(values, { accessKey, subject: content.subject });
    form.setSubmitting(false);
    inFlight.current = false;
    if (result.ok) {
      form.resetForm({ values: empty });
      setAttempted(false);
      setSent(true);
      showOutcome({ ...words.success, tone: 'success' });
    } else {
      setFailed(true);
      showOutcome({ ...words.failure, tone: 'danger' });
    }
  }

  // Focus goes to the confirmation, so a screen reader reads it and it scrolls into view above the emptied fields.
  // In the next frame, after any press that submitted has finished moving focus.
  useEffect(() => {
    if (!sent) return undefined;
    const frame = requestAnimationFrame(() => confirmation.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [sent]);

  const fieldProps = (field: (typeof fieldOrder)[number]) => ({
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    onBlur: form.handleBlur,
    error: attempted ? form.errors[field] : undefined,
    isDisabled: form.isSubmitting,
    inputRef: inputs[field],
  });

  return (
    <>
      <FormBox
        id={formId}
        action={WEB3FORMS_ENDPOINT}
        method="POST"
        onSubmit={submit}
        noValidate={hydrated}
        onFocus={() => void loadSchema()}
        aria-labelledby={heading?.id}
      >
        {heading && (
          <FormHeader>
            <h2 id={heading.id}>{heading.text}</h2>
            {heading.intro && <p>{heading.intro}</p>}
          </FormHeader>
        )}
        <input type="hidden" name="access_key" value={accessKey} />
        <input type="hidden" name="subject" value={content.subject} />
        <input type="hidden" name="redirect" value={sentPage} />
        <Trap>
          <label>
            <input ref={honeypot} type="checkbox" name="botcheck" tabIndex={-1} />
            {fields.honeypot}
          </label>
        </Trap>
        {failed && (
          <Alert role="alert">
            <LinkedText text={content.failureAlert} />
          </Alert>
        )}
        {sent && (
          <Confirmation ref={confirmation} role="status" tabIndex={-1}>
            <Glyph name="success" size={20} />
            <p>
              <strong>{words.success.title}</strong> {content.confirmation}
            </p>
          </Confirmation>
        )}
        <TextField
          {...fieldProps('name')}
          label={fields.name.label}
          placeholder={fields.name.placeholder ?? undefined}
          autoComplete="name"
        />
        <TextField
          {...fieldProps('email')}
          label={fields.email.label}
          type="email"
          placeholder={emailPlaceholder}
          autoComplete="email"
        />
        <TextField
          {...fieldProps('message')}
          label={fields.message.label}
          placeholder={fields.message.placeholder ?? undefined}
          multiline
        />
        <Footer>
          <p>
            {content.privacy.before} <Link to={content.privacy.to}>{content.privacy.link}</Link>
          </p>
          <Button type="submit" isDisabled={form.isSubmitting}>
            {form.isSubmitting ? content.sending : content.submit}
          </Button>
        </Footer>
      </FormBox>
      {/* Where the notices stand on a phone, under the Send button rather than over it (Notices.tsx). */}
      <div ref={noticeSlot} />
      {submitted && (
        <Suspense fallback={null}>
          <NoticeRegion container={noticeSlot} label={words.label} dismissLabel={words.dismiss} />
        </Suspense>
      )}
    </>
  );
}
