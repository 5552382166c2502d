import { delay, http, HttpResponse } from 'msw';
import { WEB3FORMS_ENDPOINT } from '../../src/contact/client.ts';

const reply = (resolver: Parameters<typeof http.post>[1]) => http.post(WEB3FORMS_ENDPOINT, resolver);

/**
 * Every reply the form provider can give, the one source for Jest (msw/node) and Playwright (tests/support/test.ts).
 * The default is a successful delivery; tests swap in another with `server.use()` or `network.use()`.
 */
export const replies = {
  success: () => reply(() => HttpResponse.json({ success: true, message: 'Email sent successfully!' })),
  rejected: (message?: string) => reply(() => HttpResponse.json({ success: false, ...(message ? { message } : {}) })),
  status: (status: number) => reply(() => HttpResponse.json({ success: false, message: `HTTP ${status}` }, { status })),
  /** Too many messages: HTTP 429, with how long to wait where `retryAfter` is given (readable across origins). */
  rateLimited: (retryAfter?: string) =>
    reply(() =>
      HttpResponse.json(
        { success: false, message: 'Too many requests' },
        {
          status: 429,
          headers: retryAfter ? { 'Retry-After': retryAfter, 'Access-Control-Expose-Headers': 'Retry-After' } : {},
        },
      ),
    ),
  notJson: () =>
    reply(
      () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ),
  networkError: () => reply(() => HttpResponse.error()),
  /** Never answers: the client's own time limit must end the wait. */
  noAnswer: () =>
    reply(async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    }),
  /** Answers with success after `ms`, to hold the form in its sending state. */
  slowSuccess: (ms: number) =>
    reply(async () => {
      await delay(ms);
      return HttpResponse.json({ success: true, message: 'Email sent successfully!' });
    }),
};

/** A promise the test settles by hand: `opened` resolves once `open` is called. No clock is involved. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A reply held until the test calls `release`, so that it can press and look while the form sends: a successful
 * delivery unless `answer` gives another.
 */
export function heldReply(answer = () => HttpResponse.json({ success: true, message: 'Email sent successfully!' })) {
  const { opened, open } = gate();
  const handler = reply(async () => {
    await opened;
    return answer();
  });
  return { handler, release: open };
}

/**
 * A form the browser posts itself (no JavaScript, or its scripts failed): Web3Forms sends the visitor on to the page
 * its `redirect` field names. The site under test is not served at that address, so the tested site's own origin
 * (the post's Origin header) is used with the redirect's path. A post made by the site's script goes on to the next
 * handler.
 */
const postedByBrowser = () =>
  reply(async ({ request }) => {
    if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return undefined;
    const redirect = new URLSearchParams(await request.text()).get('redirect');
    if (!redirect) return new HttpResponse('<h1>Form submitted</h1>', { headers: { 'Content-Type': 'text/html' } });
    return HttpResponse.redirect(`${request.headers.get('origin')}${new URL(redirect).pathname}`, 303);
  });

export const handlers = [postedByBrowser(), replies.success()];
