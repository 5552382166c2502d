import type { ContactValues } from './schema';

/** Web3Forms delivers each message to the company's mailbox (docs/product.md, "Provider: Web3Forms"). */
export const WEB3FORMS_ENDPOINT = 'https://api.web3forms.com/submit';

/** How long to wait for the provider before giving up. */
const TIMEOUT_MS = 15_000;

type SendFailure = 'rejected' | 'http' | 'invalid-reply' | 'network' | 'timeout';

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; message: string };

interface Options {
  accessKey: string;
  subject: string;
  timeoutMs?: number;
}

function replyMessage(reply: unknown): string | undefined {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Sends one message to the form provider, once: never retried, since a retry could email it twice.
 * Resolves with what happened instead of throwing, so the form can treat every failure the same way.
 */
export async function sendMessage(
  values: ContactValues,
  { accessKey, subject, timeoutMs = TIMEOUT_MS }: Options,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(WEB3FORMS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_key: accessKey, ...values, subject }),
      signal: controller.signal,
    });
    let reply: unknown;
    try {
      reply = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      return { ok: false, reason: 'invalid-reply', message: `The reply (HTTP ${response.status}) was not JSON` };
    }
    if (!response.ok) {
      return { ok: false, reason: 'http', message: replyMessage(reply) ?? `HTTP ${response.status}` };
    }
    if ((reply as { success?: unknown } | null)?.success === true) return { ok: true };
    return { ok: false, reason: 'rejected', message: replyMessage(reply) ?? 'Something went wrong' };
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, reason: 'timeout', message: `No reply within ${timeoutMs / 1000} s` };
    }
    return { ok: false, reason: 'network', message: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
