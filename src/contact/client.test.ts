import { http, HttpResponse } from 'msw';
import { replies, WEB3FORMS_URL } from '../../tests/mocks/handlers';
import { server } from '../../tests/mocks/server';
import { sendMessage } from './client';

const values = { name: 'Ada Lovelace', email: 'ada@plant.example', message: 'Our SCADA needs an upgrade.' };
const options = { accessKey: 'test-key', subject: 'New contact form submission from the website' };

describe('sendMessage', () => {
  it('posts JSON with the access key, the fields and the subject', async () => {
    let request: Request | undefined;
    server.use(
      http.post(WEB3FORMS_URL, ({ request: r }) => {
        request = r.clone();
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await sendMessage(values, options)).toEqual({ ok: true });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(await request?.json()).toEqual({
      access_key: 'test-key',
      name: 'Ada Lovelace',
      email: 'ada@plant.example',
      message: 'Our SCADA needs an upgrade.',
      subject: 'New contact form submission from the website',
    });
  });

  it('succeeds when the provider says success', async () => {
    expect(await sendMessage(values, options)).toEqual({ ok: true });
  });

  it('fails with the provider message when it says success: false', async () => {
    server.use(replies.rejected('Invalid access key'));
    expect(await sendMessage(values, options)).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Invalid access key',
    });
  });

  it("fails with 'Something went wrong' when success: false comes without a message", async () => {
    server.use(replies.rejected());
    expect(await sendMessage(values, options)).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Something went wrong',
    });
  });

  it.each([429, 500])('fails on HTTP %i', async (status) => {
    server.use(replies.status(status));
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'http' });
  });

  it('fails when the reply is not JSON', async () => {
    server.use(replies.notJson());
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'invalid-reply' });
  });

  it('fails on a network error', async () => {
    server.use(replies.networkError());
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'network' });
  });

  it('gives up when no reply comes in time', async () => {
    server.use(replies.noAnswer());
    expect(await sendMessage(values, { ...options, timeoutMs: 50 })).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'No reply within 0.05 s',
    });
  });

  it('sends one request and never retries', async () => {
    let calls = 0;
    server.use(
      http.post(WEB3FORMS_URL, () => {
        calls += 1;
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    await sendMessage(values, options);
    expect(calls).toBe(1);
  });
});
