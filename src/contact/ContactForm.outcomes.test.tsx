import { act, screen, waitFor, within } from '@testing-library/react';
import { formContent } from '../../tests/fixtures/content.ts';
import { renderForm } from '../../tests/fixtures/contact-form.tsx';
import { replies } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { notices } from '../components/ui/noticeQueue.ts';
import * as client from './client.ts';

const { success, failure, alert: alertWords, noAnswer, offline, tooMany, tooManyWait } = formContent.notices;
const typed = { name: 'Ada Lovelace', email: 'ada@plant.example', message: 'Our SCADA needs an upgrade.' };

afterEach(() => act(() => notices.clear()));

/** The live regions that say something: the one announcement an outcome may make. */
const announcements = () =>
  // eslint-disable-next-line testing-library/no-node-access -- every live region, whatever its role
  [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')]
    .map((region) => region.textContent.trim())
    .filter(Boolean);

/** An element's text as a reader hears it: its words, one space between each. */
const said = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();

/** Sends the typed message, answered by `reply`, and returns what the form shows and where focus is. */
async function send(reply: Parameters<typeof server.use>[0]) {
  server.use(reply);
  const view = renderForm();
  await view.fillIn(typed);
  await view.user.click(view.send());
  return view;
}

/** The notice (its title and text) repeats the words, and announces nothing itself. */
async function expectQuietNotice(title: string, text: string) {
  const shown = await screen.findByRole('alertdialog', { name: title });
  expect(shown).toHaveTextContent(text);
  expect(within(shown).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(shown).queryByRole('status')).not.toBeInTheDocument();
}

describe('ContactForm: each outcome announced once, with focus on it, and repeated quietly in its notice', () => {
  it('success: the confirmation, announced once and focused, says what the notice says', async () => {
    const { form } = await send(replies.success());
    const confirmation = await form().findByRole('status');
    expect(confirmation).toHaveTextContent(`${success.title} ${success.text}`);
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expectQuietNotice(success.title, success.text);
    expect(announcements()).toEqual([`${success.title} ${success.text}`]);
  });

  it.each([
    ['the provider refuses it', () => replies.rejected('Invalid key'), []],
    ['the browser is offline', () => replies.networkError(), [offline]],
    [
      'the provider asks for a wait of a minute',
      () => replies.rateLimited('60'),
      [tooMany.replace('{wait}', '60 seconds')],
    ],
    [
      'the provider asks for a wait it does not say',
      () => replies.rateLimited(),
      [tooMany.replace('{wait}', tooManyWait)],
    ],
  ])(
    'when %s: one alert, focused, in the spec’s words and why, the spec’s notice words, and every field kept',
    async (kind, reply, why) => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!kind.includes('offline'));
      const { form, field, send: button } = await send(reply());
      const alert = await form().findByRole('alert');
      expect(said(alert)).toBe([alertWords, ...why, formContent.emailInstead].join(' '));
      await waitFor(() => expect(alert).toHaveFocus());
      await expectQuietNotice(failure.title, failure.text);
      expect(announcements()).toEqual([said(alert)]);
      expect(
        [field('Name'), field('Email'), field('Message')].map((input) => (input as HTMLInputElement).value),
      ).toEqual(Object.values(typed));
      expect(button()).not.toHaveAttribute('aria-disabled');
      onLine.mockRestore();
    },
  );

  it('when the provider never answers in time: says the message may not have been sent', async () => {
    // The client's own time limit is tested with it (client.test.ts); here, what the form says of it.
    const timedOut = jest
      .spyOn(client, 'sendMessage')
      .mockResolvedValue({ ok: false, reason: 'timeout', detail: 'No reply within 15 s' });
    const { form } = await send(replies.success());
    const alert = await form().findByRole('alert');
    expect(said(alert)).toBe(`${alertWords} ${noAnswer} ${formContent.emailInstead}`);
    await waitFor(() => expect(alert).toHaveFocus());
    await expectQuietNotice(failure.title, failure.text);
    timedOut.mockRestore();
  });

  it('a field in error: focus on the first one, its error read with it, and nothing else said', async () => {
    const { user, field, send: button } = renderForm();
    await user.type(field('Message'), 'Hello');
    await user.click(button());
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Name')).toHaveAccessibleDescription(formContent.inputs.name.required);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(announcements()).toEqual([]);
  });
});
