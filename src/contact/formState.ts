import type { Notice } from '../components/ui/noticeQueue';
import type { SendFailure, SendResult } from './client';
import type { FormContent } from './useFormContent';

/**
 * Where the contact form is, in one place: not yet submitted, checking its fields, stopped by a field in error,
 * sending, sent, or failed and why. What the form shows, says and focuses follows from it (ContactForm.tsx); Formik
 * only holds the fields.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; reason: SendFailure; retryAfterS?: number };

export type FormEvent =
  { type: 'submit' } | { type: 'invalid' } | { type: 'send' } | { type: 'replied'; result: SendResult };

export const initialState: FormState = { status: 'idle' };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    // A new submit takes the last outcome away at once, while the fields are checked.
    case 'submit':
      return state.status === 'sending' ? state : { status: 'checking' };
    case 'invalid':
      return state.status === 'checking' ? { status: 'invalid' } : state;
    case 'send':
      return state.status === 'checking' ? { status: 'sending' } : state;
    case 'replied': {
      if (state.status !== 'sending') return state;
      const { result } = event;
      if (result.ok) return { status: 'sent' };
      return result.retryAfterS === undefined
        ? { status: 'failed', reason: result.reason }
        : { status: 'failed', reason: result.reason, retryAfterS: result.retryAfterS };
    }
  }
}

/** Errors show from the first submit on, and update as the visitor types, until a message has gone. */
export const showsErrors = (state: FormState) => state.status !== 'idle' && state.status !== 'sent';

/** Words of the form's content that say each outcome (content/form.json, `notices`). */
type OutcomeWords = Omit<FormContent['notices'], 'label' | 'dismiss'>;

/** "60 seconds", "3 minutes": how long to wait, in the site's language, for a wait of `seconds`. */
export function howLong(seconds: number, locale: string): string {
  const [amount, unit] = seconds <= 90 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** The words of a failure: why it failed, after the failure's own title. */
function failureText(state: Extract<FormState, { status: 'failed' }>, words: OutcomeWords, locale: string) {
  switch (state.reason) {
    case 'timeout':
      return words.noAnswer;
    case 'offline':
      return words.offline;
    case 'rate-limited':
      return words.tooMany.replace(
        '{wait}',
        state.retryAfterS === undefined ? words.tooManyWait : howLong(state.retryAfterS, locale),
      );
    case 'failed':
      return words.failure.text;
  }
}

/** An outcome in its one wording, shown in the form and in its notice alike; none before a send has ended. */
export function outcomeOf(state: FormState, words: OutcomeWords, locale: string): Notice | null {
  if (state.status === 'sent') return { ...words.success, tone: 'success' };
  if (state.status !== 'failed') return null;
  return { title: words.failure.title, text: failureText(state, words, locale), tone: 'danger' };
}
