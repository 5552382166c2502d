import { useFormik } from 'formik';
import { Link } from 'gatsby';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent as SubmitEvent,
} from 'react';
import { Button } from '../components/ui/Button/Button.tsx';
import { VisuallyHidden } from '../components/ui/VisuallyHidden/VisuallyHidden.ts';
import { notices, showOutcome } from '../components/ui/noticeQueue.ts';
import { SelectField } from '../components/ui/SelectField/SelectField.tsx';
import { TextField } from '../components/ui/TextField/TextField.tsx';
import { siteLocale } from '../lib/locale.ts';
import { check, NoticeRegion, prepare } from './onDemand.tsx';
import { sendMessage, WEB3FORMS_ENDPOINT } from './client.ts';
import { accessKey } from './config.ts';
import { Footer, FormBox, FormHeader, Trap } from './ContactForm.styles.ts';
import { outcomeOf, showsErrors, useFormState } from './formState.ts';
import { blank, inFields } from './formValues.ts';
import { Outcome } from './Outcome.tsx';
import type { ContactValues } from './schema.ts';
import { EMAIL_INPUT_PATTERN } from './emailPattern.ts';
import type { FormContent } from './useFormContent.ts';

const fieldOrder = ['name', 'email', 'message'] as const;
interface Props {
  content: FormContent;
  /** The company's address, shown as the email field's placeholder. */
  emailPlaceholder: string;
  /** The absolute address of the page the provider sends a visitor to after a post without JavaScript. */
  sentPage: string;
  /** A heading (and a line under it) at the top of the form, where no section heading stands above it. */
  heading?: { id: string; text: string; intro?: string | null };
  /** The offer the form opens on, by id (a link with a topic leads to a page that says so). */
  topic?: string | null;
}

/**
 * The contact form. Formik holds what the visitor typed and yup checks it; where the form is (formState.ts) decides
 * what it shows and which submit it takes. A submit sends one request to Web3Forms and announces the outcome once,
 * above the fields, where focus goes; a notice repeats it without announcing it again, in the spec's notice words. On
 * success the fields empty; on a failure nothing typed is lost, the alert says the spec's sentence, then why where the
 * form knows, and offers the company's email address. A field in error takes focus. While it sends, focus stays
 * where it was: the Send button says "Sending..." and does nothing, the fields stay as they are. Without JavaScript
 * the same HTML posts straight to the provider.
 */
export function ContactForm({ content, emailPlaceholder, sentPage, heading, topic }: Props) {
  const { inputs: fields, notices: words } = content;
  const empty = blank(content.offers, topic);
  const messages = useMemo(
    () => ({
      nameRequired: fields.name.required,
      emailRequired: fields.email.required,
      emailInvalid: fields.email.invalid,
      emailTooLong: fields.email.tooLong,
      messageRequired: fields.message.required,
    }),
    [fields],
  );
  const [state, go] = useFormState();
  const noticeSlot = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const formId = useId();
  // Read once, during the render that hydrates the form.
  const [typedBefore] = useState(() => inFields(formId, empty));
  const honeypot = useRef<HTMLInputElement>(null);
  const inputs = {
    name: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    message: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };

  // Errors show from the first submit on, then update as the visitor types. Checking on blur instead would
  // insert an error between pressing and releasing the button, move the button, and swallow the click.
  const form = useFormik<ContactValues>({
    initialValues: typedBefore,
    validate: (values) => check(values, messages),
    validateOnBlur: false,
    validateOnChange: showsErrors(state),
    // Formik holds the fields only: the form's own submit (below) checks them and sends, through formState.ts.
    onSubmit: () => {},
  });

  // Keys typed between that render and React taking over the fields: taken in before any paint or later key, so
  // React never writes an older value over the field being typed in (which would also move its caret).
  // Runs once: formId, typedBefore and Formik's setValues never change.
  const { setValues } = form;
  useLayoutEffect(() => {
    const typed = inFields(formId, typedBefore);
    if ([...fieldOrder, 'topic' as const].some((field) => typed[field] !== typedBefore[field])) {
      void setValues(typed, false);
    }
    setHydrated(true);
  }, [formId, typedBefore, setValues]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // Ignored while the form checks or sends, and on the emptied fields under a confirmation (formState.ts).
    if (!go({ type: 'submit', changed: form.dirty })) return;
    // The last outcome's notice goes with its alert or confirmation.
    notices.clear();
    const element = event.currentTarget as HTMLFormElement;
    let errors: Partial<ContactValues> = {};
    try {
      errors = await form.validateForm();
    } catch {
      // The checks' code could not load (offline): the browser's own checks of the fields stand in.
      if (!element.reportValidity()) {
        go({ type: 'invalid' });
        return;
      }
    }
    const firstInvalid = fieldOrder.find((field) => errors[field]);
    if (firstInvalid) {
      go({ type: 'invalid' });
      // After the press that submitted has finished moving focus to the button.
      requestAnimationFrame(() => inputs[firstInvalid].current?.focus());
      return;
    }
    // Sent as typed (the browser would trim an email field's value, so that one is trimmed too).
    const values = { ...form.values, email: form.values.email.trim() };
    if (process.env.NODE_ENV === 'development') console.info('Contact form submission', values);
    go({ type: 'send' });
    // A filled honeypot means a bot: it is told all went well, and nothing is sent.
    const result = honeypot.current?.checked
      ? { ok: true as const }
      : await sendMessage(values, { accessKey, subject: content.subject });
    go({ type: 'replied', result });
    // Emptied, the fields are what `form.dirty` is measured from until the visitor types again.
    if (result.ok) form.resetForm({ values: empty });
  }

  const sending = state.status === 'sending';
  const outcome = useMemo(() => outcomeOf(state, words, siteLocale), [state, words]);
  // The notice repeats the outcome, in its own words and unannounced (Notices.tsx), once per outcome.
  useEffect(() => {
    if (outcome) showOutcome(outcome.notice);
  }, [outcome]);

  const fieldProps = (field: (typeof fieldOrder)[number]) => ({
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    onBlur: form.handleBlur,
    error: showsErrors(state) ? form.errors[field] : undefined,
    isReadOnly: sending,
    inputRef: inputs[field],
  });

  return (
    <>
      <FormBox
        id={formId}
        action={WEB3FORMS_ENDPOINT}
        method="POST"
        onSubmit={(event) => void submit(event)}
        noValidate={hydrated}
        onFocus={() => void prepare()}
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
        {outcome && <Outcome outcome={outcome.said} emailInstead={content.emailInstead} />}
        <TextField
          {...fieldProps('name')}
          label={fields.name.label}
          placeholder={fields.name.placeholder}
          autoComplete="name"
        />
        <TextField
          {...fieldProps('email')}
          label={fields.email.label}
          type="email"
          pattern={EMAIL_INPUT_PATTERN}
          placeholder={emailPlaceholder}
          autoComplete="email"
        />
        <SelectField
          label={fields.topic.label}
          name="topic"
          value={form.values.topic}
          options={[['', fields.topic.none], ...content.offers.map(({ name }) => [name, name] as const)]}
          onChange={(value) => void form.setFieldValue('topic', value)}
          onBlur={form.handleBlur}
          isReadOnly={sending}
        />
        <TextField
          {...fieldProps('message')}
          label={fields.message.label}
          placeholder={fields.message.placeholder}
          multiline
        />
        <Footer>
          <p>
            {content.privacy.before} <Link to={content.privacy.to}>{content.privacy.link}</Link>
          </p>
          <Button type="submit" aria-disabled={sending || undefined}>
            {sending ? content.sending : content.submit}
          </Button>
          <VisuallyHidden aria-live="polite">{sending ? content.sending : ''}</VisuallyHidden>
        </Footer>
      </FormBox>
      {/* Where the notices stand on a phone, under the Send button rather than over it (Notices.tsx). */}
      <div ref={noticeSlot} />
      {state.status !== 'idle' && (
        <Suspense fallback={null}>
          <NoticeRegion container={noticeSlot} label={words.label} dismissLabel={words.dismiss} />
        </Suspense>
      )}
    </>
  );
}
