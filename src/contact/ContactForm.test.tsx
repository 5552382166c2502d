import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formContent } from '../../tests/fixtures/content.ts';
import { notice, renderForm } from '../../tests/fixtures/contact-form.tsx';
import { gate, heldReply, replies } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { notices } from '../components/ui/noticeQueue.ts';
import { WEB3FORMS_ENDPOINT } from './client.ts';
import { accessKey } from './config.ts';

/** Counts the requests that reach the provider, answering each with `answer`. */
function countRequests(answer: () => Response | Promise<Response> = () => HttpResponse.json({ success: true })) {
  const seen: unknown[] = [];
  server.use(
    http.post(WEB3FORMS_ENDPOINT, async ({ request }) => {
      seen.push(await request.json());
      return answer();
    }),
  );
  return seen;
}

const { success } = formContent.notices;

afterEach(() => act(() => notices.clear()));

describe('ContactForm', () => {
  it('posts to the provider without JavaScript, with the key and subject as hidden fields', () => {
    const { field } = renderForm();
    // eslint-disable-next-line testing-library/no-node-access -- the <form> element and its hidden fields have no role
    const form = field('Name').closest('form')!;
    expect(form).toHaveAttribute('action', 'https://api.web3forms.com/submit');
    expect(form).toHaveAttribute('method', 'POST');
    // eslint-disable-next-line testing-library/no-node-access -- hidden fields have no role
    expect(form.querySelector('input[name="access_key"]')).toHaveAttribute('type', 'hidden');
    // eslint-disable-next-line testing-library/no-node-access -- hidden fields have no role
    expect(form.querySelector('input[name="subject"]')).toHaveValue(formContent.subject);
    expect(field('Name')).toHaveAttribute('name', 'name');
    expect(field('Message')).toHaveAttribute('name', 'message');
  });

  it('has the browser refuse, for a visitor without JavaScript, an email whose domain has no dot', async () => {
    const { user, field } = renderForm();
    const email = field('Email') as HTMLInputElement;
    await user.type(email, 'sam@plant');
    expect(email.validity.patternMismatch).toBe(true);
    await user.clear(email);
    await user.type(email, 'sam@plant.example');
    expect(email.checkValidity()).toBe(true);
  });

  it('shows no error when leaving a field before the first submit, so nothing moves under the pointer', async () => {
    const { user, field } = renderForm();
    await user.type(field('Email'), 'ada@');
    await user.tab();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('clears an error once the field is corrected', async () => {
    const { user, field, send } = renderForm();
    await user.click(send());
    await user.type(field('Name'), 'Ada');
    await waitFor(() => expect(field('Name')).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps focus on Send while sending: it says Sending..., does nothing, and the fields keep what was typed', async () => {
    const reply = gate();
    const seen = countRequests(async () => {
      await reply.opened;
      return HttpResponse.json({ success: true });
    });
    const { user, field, send, fillIn } = renderForm();
    await fillIn();
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(send()).toHaveFocus();
    for (const name of ['Name', 'Email', 'Message']) expect(field(name)).toHaveAttribute('readonly');
    await user.click(send());
    reply.open();
    await waitFor(() => expect(send()).toHaveTextContent('Send Message'));
    expect(seen).toHaveLength(1);
  });

  it('on success clears the fields and announces the notice', async () => {
    const seen = countRequests();
    const { user, field, send, fillIn } = renderForm();
    await fillIn();
    await user.click(send());
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Message sent')).toBeInTheDocument();
    expect(within(region).getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Message']) expect(field(name)).toHaveValue('');
    expect(seen).toEqual([
      {
        access_key: accessKey,
        name: 'Ada Lovelace',
        email: 'ada@plant.example',
        message: 'Our SCADA needs an upgrade.',
        subject: formContent.subject,
      },
    ]);
  });

  it.each([
    ['success: false', () => replies.rejected('Invalid key')],
    ['HTTP 500', () => replies.status(500)],
    ['a network error', () => replies.networkError()],
  ])('on %s shows the alert and the error notice and keeps what was typed', async (_, reply) => {
    server.use(reply());
    const { user, field, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    expect(await form().findByRole('alert')).toHaveTextContent(
      `There was an error sending your message. Please try again later. ${formContent.emailInstead}`,
    );
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Error')).toBeInTheDocument();
    expect(within(region).getByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ada Lovelace');
    expect(field('Email')).toHaveValue('ada@plant.example');
    expect(field('Message')).toHaveValue('Our SCADA needs an upgrade.');
    expect(send()).toBeEnabled();
  });

  it('offers the company’s email address in the alert as another way to send the message', async () => {
    server.use(replies.status(500));
    const { user, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    const alert = await form().findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'team@test.example' })).toHaveAttribute(
      'href',
      'mailto:team@test.example',
    );
  });

  it('after a success, puts a confirmation above the emptied fields that takes focus and outlasts the notice', async () => {
    const { user, field, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    const confirmation = await form().findByRole('status');
    expect(confirmation).toHaveTextContent(`${success.title} ${success.text}`);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.compareDocumentPosition(field('Name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => notices.clear());
    await waitFor(() => expect(notice(success.title)).not.toBeInTheDocument());
    expect(form().getByRole('status')).toHaveTextContent(success.title);
  });

  it('heads itself and is named by its heading where no section heading stands above it', () => {
    renderForm({ heading: { id: 'message-heading', text: 'Send us a message', intro: 'A few details help.' } });
    expect(screen.getByRole('form', { name: 'Send us a message' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Send us a message' }),
    );
    expect(screen.getByText('A few details help.')).toBeInTheDocument();
  });

  it('clears the alert when the visitor submits again', async () => {
    server.use(replies.status(500));
    const { user, send, fillIn, form } = renderForm();
    await fillIn();
    await user.click(send());
    expect(await form().findByRole('alert')).toBeInTheDocument();
    const held = heldReply();
    server.use(held.handler);
    await user.click(send());
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
    held.release();
    await screen.findByRole('alertdialog', { name: success.title });
  });

  it('shows success and sends nothing when the honeypot is filled', async () => {
    const seen = countRequests();
    const { user, field, send, fillIn } = renderForm();
    await fillIn();
    // eslint-disable-next-line testing-library/no-node-access -- the hidden trap field has no role
    const trap = field('Name').closest('form')!.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    act(() => trap.click());
    await user.click(send());
    await screen.findByRole('alertdialog', { name: success.title });
    expect(seen).toHaveLength(0);
  });

  it('does not log what was sent outside development builds', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => {});
    const { user, send, fillIn } = renderForm();
    await fillIn();
    await user.click(send());
    await screen.findByRole('alertdialog', { name: success.title });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
