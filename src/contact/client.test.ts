import { http, HttpResponse } from 'msw';
import { replies } from '../../tests/mocks/handlers.ts';
import { server } from '../../tests/mocks/server.ts';
import { retryAfterSeconds, sendMessage, TIMEOUT_MS, WEB3FORMS_ENDPOINT } from './client.ts';

const values = {
  name: 'Ada Lovelace',
  email: 'ada@plant.example',
  topic: 'Site Survey',
  message: 'Our SCADA needs an upgrade.',
};
const options = { accessKey: 'test-key', subject: 'New contact form submission from the website' };

describe('sendMessage', () => {
  // A test that takes the browser offline gives it back, even when it fails.
  afterEach(() => jest.restoreAllMocks());

  it('posts JSON with the access key, the fields (the topic among them) and the subject', async () => {
    let request: Request | undefined;
    server.use(
      http.post(WEB3FORMS_ENDPOINT, ({ request: r }) => {
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
      topic: 'Site Survey',
      message: 'Our SCADA needs an upgrade.',
      subject: 'New contact form submission from the website',
    });
  });

  it('succeeds when the provider says success', async () => {
    expect(await sendMessage(values, options)).toEqual({ ok: true });
  });

  it('fails with the provider message when it says success: false', async () => {
    server.use(replies.rejected('Invalid access key'));
    expect(await sendMessage(values, options)).toEqual({ ok: false, reason: 'failed', detail: 'Invalid access key' });
  });

  it("fails with 'Something went wrong' when success: false comes without a message", async () => {
    server.use(replies.rejected());
    expect(await sendMessage(values, options)).toEqual({ ok: false, reason: 'failed', detail: 'Something went wrong' });
  });

  it('fails on an HTTP error', async () => {
    server.use(replies.status(500));
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('says the provider is taking no more messages on HTTP 429, with how long to wait where it says', async () => {
    server.use(replies.rateLimited('60'));
    expect(await sendMessage(values, options)).toEqual({
      ok: false,
      reason: 'rate-limited',
      detail: 'HTTP 429',
      retryAfterS: 60,
    });
    server.use(replies.rateLimited());
    expect(await sendMessage(values, options)).toEqual({ ok: false, reason: 'rate-limited', detail: 'HTTP 429' });
  });

  it('fails when the reply is not JSON', async () => {
    server.use(replies.notJson());
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('fails on a network error', async () => {
    server.use(replies.networkError());
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('says so, and sends nothing, when the browser is offline', async () => {
    let calls = 0;
    server.use(
      http.post(WEB3FORMS_ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'offline' });
    expect(calls).toBe(0);
    onLine.mockRestore();
  });

  it('says the line dropped, not that nothing was sent, when the browser goes offline after the request left', async () => {
    let calls = 0;
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    server.use(
      http.post(WEB3FORMS_ENDPOINT, () => {
        calls += 1;
        onLine.mockReturnValue(false);
        return HttpResponse.error();
      }),
    );
    expect(await sendMessage(values, options)).toMatchObject({ ok: false, reason: 'dropped' });
    expect(calls).toBe(1);
  });

  it('gives up when no reply comes in time', async () => {
    // The clock is the test's: the promises the request runs on are not, or fetch itself would never settle.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      server.use(replies.noAnswer());
      const result = sendMessage(values, options);
      await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ ok: false, reason: 'timeout', detail: 'No reply within 15 s' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends one request and never retries', async () => {
    let calls = 0;
    server.use(
      http.post(WEB3FORMS_ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    await sendMessage(values, options);
    expect(calls).toBe(1);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds, or a date from now, as whole seconds, and nothing where the header says nothing usable', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('reads a wait of up to an hour, and nothing of a longer one, whose words would be no use', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterSeconds('3600', now)).toBe(3600);
    expect(retryAfterSeconds('3601', now)).toBeUndefined();
    expect(retryAfterSeconds('999999999', now)).toBeUndefined();
    expect(retryAfterSeconds('99999999999999999999999', now)).toBeUndefined();
    expect(retryAfterSeconds('Fri, 27 Nov 2026 13:00:00 GMT', now)).toBe(3600);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 13:00:01 GMT', now)).toBeUndefined();
    expect(retryAfterSeconds('Sat, 01 Jan 2050 00:00:00 GMT', now)).toBeUndefined();
  });
});
