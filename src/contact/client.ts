import type { ContactValues } from './schema.ts';

/** Web3Forms delivers each message to the company's mailbox (docs/product.md, "Provider: Web3Forms"). */
export const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit';

/** How long to wait for the provider before giving up. */
export const TIMEOUT_MS = 15_000;

/**
 * Why a send failed, as far as the visitor needs to know: the provider did not answer in time (the message may have
 * gone), it is taking no more messages for now, the browser was offline before the request left (nothing was sent),
 * the line dropped after it had left (the message may have gone), or anything else (the provider refused the
 * message, or answered with an error or something unreadable).
 */
export type SendFailure = 'timeout' | 'rate-limited' | 'offline' | 'dropped' | 'failed';

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      reason: SendFailure;
      /** What went wrong, for the console and the tests: the provider's own words where it gave any. */
      detail: string;
      /** How long the provider asked to be left alone (its Retry-After), in seconds, where it said. */
      retryAfterS?: number;
    };

interface Options {
  accessKey: string;
  subject: string;
}

function replyMessage(reply: unknown): string | undefined {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The longest wait worth naming to a visitor: a longer one is said as one the form does not know. */
const LONGEST_WAIT_S = 60 * 60;

/**
 * A Retry-After header (seconds, or a date) as whole seconds from now; undefined where there is none to read, or it
 * asks for more than an hour (999999999 would read "16,666,667 minutes"). The page reads it only where the provider
 * lets pages of other sites read it (Access-Control-Expose-Headers); elsewhere it is null.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds <= LONGEST_WAIT_S ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/** The fields as the message carries them: a topic only where the visitor has one chosen. */
const sent = ({ topic, ...fields }: ContactValues) => (topic ? { ...fields, topic } : fields);

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends one message to the form provider, once: never retried, since a retry could email it twice.
 * Resolves with what happened instead of throwing, so the form can say what happened without a try of its own.
 */
export async function sendMessage(values: ContactValues, { accessKey, subject }: Options): Promise<SendResult> {
  if (offline()) return { ok: false, reason: 'offline', detail: 'The browser is offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(WEB3FORMS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: accessKey, ...sent(values), subject }),
      signal: controller.signal,
    });
    if (response.status === 429) {
      const retryAfterS = retryAfterSeconds(response.headers.get('Retry-After'));
      return {
        ok: false,
        reason: 'rate-limited',
        detail: 'HTTP 429',
        ...(retryAfterS === undefined ? {} : { retryAfterS }),
      };
    }
    let reply: unknown;
    try {
      reply = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      return { ok: false, reason: 'failed', detail: `The reply (HTTP ${response.status}) was not JSON` };
    }
    if (!response.ok) return { ok: false, reason: 'failed', detail: replyMessage(reply) ?? `HTTP ${response.status}` };
    if ((reply as { success?: unknown } | null)?.success === true) return { ok: true };
    return { ok: false, reason: 'failed', detail: replyMessage(reply) ?? 'Something went wrong' };
  } catch (error) {
    if (controller.signal.aborted)
      return { ok: false, reason: 'timeout', detail: `No reply within ${TIMEOUT_MS / 1000} s` };
    // The request had left, and may have reached the provider before the line dropped: not "nothing was sent".
    return { ok: false, reason: offline() ? 'dropped' : 'failed', detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
