import { notices, showOutcome, SUCCESS_TIMEOUT_MS } from './noticeQueue';

const failure = { title: 'Error', text: 'Failed to send.', tone: 'danger' } as const;
const success = { title: 'Message sent', text: 'We will reply.', tone: 'success' } as const;

afterEach(() => notices.clear());

describe('showOutcome', () => {
  it('gives a success 5 seconds and a failure no time limit', () => {
    showOutcome(failure);
    expect(notices.visibleToasts[0]!.timeout).toBeUndefined();
    notices.clear();
    showOutcome(success);
    expect(notices.visibleToasts[0]!.timeout).toBe(SUCCESS_TIMEOUT_MS);
    expect(SUCCESS_TIMEOUT_MS).toBe(5_000);
  });

  it('takes every failure away before it shows a success, so an error never stays behind it', () => {
    showOutcome(failure);
    showOutcome(failure);
    showOutcome(success);
    expect(notices.visibleToasts.map((toast) => toast.content)).toEqual([success]);
  });
});
