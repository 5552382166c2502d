import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderForm } from '../../tests/fixtures/contact-form.tsx';
import { gate } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { notices } from '../components/ui/noticeQueue.ts';
import { WEB3FORMS_ENDPOINT } from './client.ts';

/** The topics the provider receives, one a request. */
function sentTopics() {
  const topics: unknown[] = [];
  server.use(
    http.post(WEB3FORMS_ENDPOINT, async ({ request }) => {
      topics.push(((await request.json()) as { topic?: unknown }).topic);
      return HttpResponse.json({ success: true });
    }),
  );
  return topics;
}

const topic = () => screen.getByRole('combobox', { name: 'What it is about' });

afterEach(() => act(() => notices.clear()));

describe('ContactForm’s topic', () => {
  it('offers none and each offer, and sends none when none is chosen', async () => {
    const topics = sentTopics();
    const { user, send, fillIn } = renderForm();
    expect(
      within(topic())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Something else', 'Site Survey', 'Metering Review']);
    expect(topic()).toHaveDisplayValue('Something else');
    await fillIn();
    await user.click(send());
    await screen.findByRole('region', { name: 'Notifications' });
    expect(topics).toEqual([undefined]);
  });

  it('opens on the page’s offer, which the visitor may change, sends it by name, and opens on it again', async () => {
    const topics = sentTopics();
    const { user, send, fillIn } = renderForm({ topic: 'site-survey' });
    expect(topic()).toHaveDisplayValue('Site Survey');
    await user.selectOptions(topic(), 'Metering Review');
    await fillIn();
    await user.click(send());
    await screen.findByRole('region', { name: 'Notifications' });
    expect(topics).toEqual(['Metering Review']);
    expect(topic()).toHaveDisplayValue('Site Survey');
  });

  it('holds while the message is on its way, as the text fields do, and is sent as it was when Send was pressed', async () => {
    const topics: unknown[] = [];
    const reply = gate();
    server.use(
      http.post(WEB3FORMS_ENDPOINT, async ({ request }) => {
        topics.push(((await request.json()) as { topic?: unknown }).topic);
        await reply.opened;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, send, fillIn } = renderForm({ topic: 'site-survey' });
    await fillIn();
    await user.click(send());
    expect(topic()).toHaveAttribute('aria-readonly', 'true');
    await user.selectOptions(topic(), 'Metering Review');
    expect(topic()).toHaveDisplayValue('Site Survey');
    reply.open();
    await screen.findByRole('region', { name: 'Notifications' });
    expect(topics).toEqual(['Site Survey']);
    expect(topic()).not.toHaveAttribute('aria-readonly');
  });
});
