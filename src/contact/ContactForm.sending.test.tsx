import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formContent } from '../../tests/fixtures/content.ts';
import { notice, renderForm } from '../../tests/fixtures/contact-form.tsx';
import { heldReply } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { notices } from '../components/ui/noticeQueue.ts';
import { WEB3FORMS_ENDPOINT } from './client.ts';

const { success } = formContent.notices;

afterEach(() => act(() => notices.clear()));

/** Counts the requests that reach the provider, each held until the test releases it. */
function countRequests() {
  const held = heldReply();
  let count = 0;
  server.use(
    http.post(WEB3FORMS_ENDPOINT, () => {
      count += 1;
    }),
    held.handler,
  );
  return { release: held.release, count: () => count };
}

/** The three fields' errors that show, by their words. */
const errorsShown = () =>
  [formContent.inputs.name.required, formContent.inputs.email.required, formContent.inputs.message.required].filter(
    (words) => screen.queryByText(words),
  );

/** One press sends one message, and a press aimed at it changes nothing once it has gone. */
describe('ContactForm while it sends, and after', () => {
  it('sends one request for two submits made before React has drawn the first', async () => {
    const { release, count } = countRequests();
    const { field, fillIn, form } = renderForm();
    await fillIn();
    // eslint-disable-next-line testing-library/no-node-access -- the <form> element has no role without a name
    const element = field('Name').closest('form')!;
    act(() => {
      element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await screen.findByRole('button', { name: 'Sending...' });
    release();
    await form().findByRole('status');
    expect(count()).toBe(1);
  });

  it('ignores presses while it sends: when the reply comes, the confirmation stands, with no error', async () => {
    const { release, count } = countRequests();
    const { user, field, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    await screen.findByRole('button', { name: 'Sending...' });
    await user.click(send());
    await user.dblClick(send());
    await user.type(field('Email'), '{Enter}');
    release();
    const confirmation = await form().findByRole('status');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(errorsShown()).toEqual([]);
    expect(count()).toBe(1);
  });

  it('ignores a press of Send on the emptied fields under the confirmation, which stays with its notice', async () => {
    const { release, count } = countRequests();
    const { user, field, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    release();
    await form().findByRole('status');
    await screen.findByRole('alertdialog', { name: success.title });
    await user.click(send());
    await user.type(field('Name'), '{Enter}');
    expect(form().getByRole('status')).toHaveTextContent(`${success.title} ${success.text}`);
    expect(notice(success.title)).toBeInTheDocument();
    expect(errorsShown()).toEqual([]);
    for (const name of ['Name', 'Email', 'Message']) expect(field(name)).not.toHaveAttribute('aria-invalid');
    expect(count()).toBe(1);
  });

  it('takes a new message typed after a success, and checks its fields as before', async () => {
    server.use(http.post(WEB3FORMS_ENDPOINT, () => HttpResponse.json({ success: true })));
    const { user, field, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    await form().findByRole('status');
    await user.type(field('Message'), 'One more thing.');
    await user.click(send());
    expect(form().queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(errorsShown()).toEqual([formContent.inputs.name.required, formContent.inputs.email.required]);
  });
});
