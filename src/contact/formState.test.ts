import { formContent } from '../../tests/fixtures/content.ts';
import type { SendFailure } from './client.ts';
import { formReducer, initialState, outcomeOf, showsErrors, howLong, type FormState } from './formState.ts';

const words = formContent.notices;

const submit = { type: 'submit', changed: true } as const;
const run = (...events: Parameters<typeof formReducer>[1][]) => events.reduce(formReducer, initialState);

describe('formReducer', () => {
  it('goes from a submit through checking to sending, and ends sent or failed with the reason', () => {
    expect(run(submit)).toEqual({ status: 'checking' });
    expect(run(submit, { type: 'send' })).toEqual({ status: 'sending' });
    expect(run(submit, { type: 'send' }, { type: 'replied', result: { ok: true } })).toEqual({
      status: 'sent',
    });
    const limited = { ok: false as const, reason: 'rate-limited' as const, detail: 'HTTP 429', retryAfterS: 60 };
    expect(run(submit, { type: 'send' }, { type: 'replied', result: limited })).toEqual({
      status: 'failed',
      reason: 'rate-limited',
      retryAfterS: 60,
    });
  });

  it('stops at a field in error, and lets a new submit start again', () => {
    expect(run(submit, { type: 'invalid' })).toEqual({ status: 'invalid' });
    expect(run(submit, { type: 'invalid' }, submit)).toEqual({ status: 'checking' });
  });

  it('ignores a submit while checking or sending, and a reply it is not waiting for', () => {
    const checking = run(submit);
    expect(formReducer(checking, submit)).toBe(checking);
    const sending = run(submit, { type: 'send' });
    expect(formReducer(sending, submit)).toBe(sending);
    expect(formReducer(initialState, { type: 'replied', result: { ok: true } })).toBe(initialState);
  });

  it('after a success, ignores a submit of the emptied fields, and takes one once something is typed', () => {
    const sent = run(submit, { type: 'send' }, { type: 'replied', result: { ok: true } });
    expect(formReducer(sent, { type: 'submit', changed: false })).toBe(sent);
    expect(formReducer(sent, { type: 'submit', changed: true })).toEqual({ status: 'checking' });
  });

  it('after a failure or a field in error, takes a submit of the same fields', () => {
    const failed = run(
      submit,
      { type: 'send' },
      { type: 'replied', result: { ok: false, reason: 'failed', detail: '' } },
    );
    expect(formReducer(failed, { type: 'submit', changed: false })).toEqual({ status: 'checking' });
    const invalid = run(submit, { type: 'invalid' });
    expect(formReducer(invalid, { type: 'submit', changed: false })).toEqual({ status: 'checking' });
  });
});

describe('showsErrors', () => {
  it('shows errors from the first submit until a message has gone', () => {
    const states: [FormState, boolean][] = [
      [{ status: 'idle' }, false],
      [{ status: 'checking' }, true],
      [{ status: 'invalid' }, true],
      [{ status: 'failed', reason: 'failed' }, true],
      [{ status: 'sent' }, false],
    ];
    for (const [state, shows] of states) expect(showsErrors(state)).toBe(shows);
  });
});

describe('outcomeOf', () => {
  const failed = (reason: SendFailure, retryAfterS?: number) =>
    outcomeOf({ status: 'failed', reason, ...(retryAfterS === undefined ? {} : { retryAfterS }) }, words, 'en-GB');

  it('says a success in the same words above the fields and in its notice, and nothing before a send has ended', () => {
    const success = { ...words.success, tone: 'success' };
    expect(outcomeOf({ status: 'sent' }, words, 'en-GB')).toEqual({ said: success, notice: success });
    expect(outcomeOf({ status: 'sending' }, words, 'en-GB')).toBeNull();
  });

  it('says every failure in the spec’s alert, and repeats the spec’s notice words in the notice', () => {
    const notice = { ...words.failure, tone: 'danger' };
    expect(failed('failed')).toEqual({ said: { title: words.alert, text: '', tone: 'danger' }, notice });
    expect(failed('timeout')).toEqual({ said: { title: words.alert, text: words.noAnswer, tone: 'danger' }, notice });
    expect(failed('offline')).toEqual({ said: { title: words.alert, text: words.offline, tone: 'danger' }, notice });
    expect(failed('dropped')).toEqual({ said: { title: words.alert, text: words.dropped, tone: 'danger' }, notice });
    expect(failed('rate-limited')?.notice).toEqual(notice);
  });

  it('names the wait the provider asked for, or the content’s own words where it did not say', () => {
    expect(failed('rate-limited', 60)?.said.text).toBe(
      'Too many messages. Please wait 60 seconds, then send it again.',
    );
    expect(failed('rate-limited')?.said.text).toBe('Too many messages. Please wait a few minutes, then send it again.');
  });
});

describe('howLong', () => {
  it('counts a short wait in seconds and a longer one in whole minutes, rounded up', () => {
    expect(howLong(1, 'en-GB')).toBe('1 second');
    expect(howLong(90, 'en-GB')).toBe('90 seconds');
    expect(howLong(121, 'en-GB')).toBe('3 minutes');
    expect(howLong(0, 'en-GB')).toBe('1 second');
  });
});
