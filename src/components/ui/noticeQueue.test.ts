import { notices, showOutcome } from './noticeQueue.ts';

const failure = { title: 'Error', text: 'Failed to send.', tone: 'danger' } as const;
const success = { title: 'Message sent', text: 'We will reply.', tone: 'success' } as const;

afterEach(() => notices.clear());

describe('showOutcome', () => {
  it('takes every failure away before it shows a success, so an error never stays behind it', () => {
    showOutcome(failure);
    showOutcome(failure);
    showOutcome(success);
    expect(notices.visibleToasts.map((toast) => toast.content)).toEqual([success]);
  });
});
