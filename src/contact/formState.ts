import { useCallback, useRef, useState } from 'react';
import type { Notice } from '../components/ui/noticeQueue.ts';
import type { SendFailure, SendResult } from './client.ts';
import type { FormContent } from './useFormContent.ts';

/**
 * Where the contact form is, in one place: not yet submitted, checking its fields, stopped by a field in error,
 * sending, sent, or failed and why. What the form shows, says and focuses follows from it (ContactForm.tsx), and so
 * does whether it takes a submit; Formik only holds the fields.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; reason: SendFailure; retryAfterS?: number };

export type FormEvent =
  /** `changed`: the fields hold something other than what the form last emptied them to (or started with). */
  | { type: 'submit'; changed: boolean }
  | { type: 'invalid' }
  | { type: 'send' }
  | { type: 'replied'; result: SendResult };

export const initialState: FormState = { status: 'idle' };

/** The next state; the same one, unchanged, for an event the form ignores where it is. */
export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    // A new submit takes the last outcome away at once, while the fields are checked. None is taken while the form
    // checks or sends, nor on the emptied fields under a confirmation: a second press aimed at the message just
    // sent may land there when the reply beats it, and must not swap "Message sent" for "Please enter...".
    case 'submit':
      if (state.status === 'checking' || state.status === 'sending') return state;
      return state.status === 'sent' && !event.changed ? state : { status: 'checking' };
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

/**
 * The form's state, and `go`, which moves it on by the reducer at once and says whether the event was taken. A press
 * that comes before React has drawn the last change finds the state as the reducer left it, not as last drawn, so a
 * second submit in the same moment as the first is ignored like any other made while the form checks or sends.
 */
export function useFormState() {
  const [state, setState] = useState(initialState);
  const latest = useRef(state);
  const go = useCallback((event: FormEvent) => {
    const next = formReducer(latest.current, event);
    if (next === latest.current) return false;
    latest.current = next;
    setState(next);
    return true;
  }, []);
  return [state, go] as const;
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

/** Why a send failed, where the form knows more than that it failed; empty where it does not. */
function failureReason(state: Extract<FormState, { status: 'failed' }>, words: OutcomeWords, locale: string) {
  switch (state.reason) {
    case 'timeout':
      return words.noAnswer;
    case 'offline':
      return words.offline;
    case 'dropped':
      return words.dropped;
    case 'rate-limited':
      return words.tooMany.replace(
        '{wait}',
        state.retryAfterS === undefined ? words.tooManyWait : howLong(state.retryAfterS, locale),
      );
    case 'failed':
      return '';
  }
}

/**
 * An outcome as the form says it above its fields, the one announcement (`said`: its title stands out, its text
 * follows), and as its notice repeats it without announcing it (`notice`).
 */
export interface Outcome {
  said: Notice;
  notice: Notice;
}

/**
 * The words of an outcome; none before a send has ended. A success says the same in both places. A failure keeps
 * both of the spec's wordings: above the fields its alert sentence, then why where the form knows; in the notice
 * "Error" and its own sentence, the same for every failure.
 */
export function outcomeOf(state: FormState, words: OutcomeWords, locale: string): Outcome | null {
  if (state.status === 'sent') {
    const success = { ...words.success, tone: 'success' as const };
    return { said: success, notice: success };
  }
  if (state.status !== 'failed') return null;
  return {
    said: { title: words.alert, text: failureReason(state, words, locale), tone: 'danger' },
    notice: { ...words.failure, tone: 'danger' },
  };
}
