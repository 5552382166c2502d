import { act, screen, within } from '@testing-library/react';
import { formContent } from '../../tests/fixtures/content.ts';
import { notice, renderForm } from '../../tests/fixtures/contact-form.tsx';
import { heldReply, replies } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { notices } from '../components/ui/noticeQueue.ts';

const { success, failure } = formContent.notices;

afterEach(() => act(() => notices.clear()));

/** Each outcome's notice: it says the outcome again, unannounced, beside the form's own alert or confirmation. */
describe('ContactForm notices', () => {
  it('titles the confirmation with the success notice’s own words, so the outcome has one wording', async () => {
    const { user, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    const confirmation = await form().findByRole('status');
    expect(confirmation).toHaveTextContent(`${success.title} ${success.text}`);
    expect(await screen.findByRole('alertdialog', { name: success.title })).toBeInTheDocument();
  });

  it('takes the confirmation and the success notice away when the visitor sends another message', async () => {
    const { user, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    await form().findByRole('status');
    await screen.findByRole('alertdialog', { name: success.title });
    const { handler, release } = heldReply();
    server.use(handler);
    await fillIn();
    await user.click(send());
    expect(form().queryByRole('status')).not.toBeInTheDocument();
    expect(notice(success.title)).not.toBeInTheDocument();
    release();
    await form().findByRole('status');
  });

  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function sendWith(reply: Parameters<typeof server.use>[0]) {
      server.use(reply);
      const { user, send, fillIn } = renderForm({ clock: true });
      await fillIn();
      await user.click(send());
      return { user, send };
    }
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    it('takes a success notice away by itself after 5 seconds', async () => {
      await sendWith(replies.success());
      await screen.findByRole('alertdialog', { name: success.title });
      await wait(4_500);
      expect(notice(success.title)).toBeInTheDocument();
      await wait(600);
      expect(notice(success.title)).not.toBeInTheDocument();
    });

    it('keeps a failure notice however long it stays, until the visitor dismisses it', async () => {
      const { user } = await sendWith(replies.status(500));
      const error = await screen.findByRole('alertdialog', { name: failure.title });
      await wait(60_000);
      expect(error).toBeInTheDocument();
      await user.click(within(error).getByRole('button', { name: formContent.notices.dismiss }));
      expect(notice(failure.title)).not.toBeInTheDocument();
    });

    it('takes a failure notice away as soon as the visitor sends again, before the reply', async () => {
      const { user, send } = await sendWith(replies.status(500));
      await screen.findByRole('alertdialog', { name: failure.title });
      const held = heldReply();
      server.use(held.handler);
      await user.click(send());
      await screen.findByRole('button', { name: 'Sending...' });
      expect(notice(failure.title)).not.toBeInTheDocument();
      held.release();
      await screen.findByRole('alertdialog', { name: success.title });
    });

    it('leaves no failure notice behind a later success', async () => {
      const { user, send } = await sendWith(replies.status(500));
      await screen.findByRole('alertdialog', { name: failure.title });
      server.use(replies.success());
      await user.click(send());
      expect(await screen.findByRole('alertdialog', { name: success.title })).toBeInTheDocument();
      expect(notice(failure.title)).not.toBeInTheDocument();
      expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    });
  });
});
