import type { ContactValues } from './schema.ts';

/**
 * What the fields of the form with this id hold right now. The server's HTML works before the form's code arrives,
 * so a visitor may be typing into it while it hydrates: their text, not an empty string, is the form's state. Where
 * there is no such form yet (on the server, or a page drawn in the browser), `fallback`.
 */
export function inFields(formId: string, fallback: ContactValues): ContactValues {
  const elements =
    typeof document === 'undefined' ? null : (document.getElementById(formId) as HTMLFormElement | null)?.elements;
  const value = (field: keyof ContactValues) =>
    (elements?.namedItem(field) as HTMLInputElement | null)?.value ?? fallback[field];
  return { name: value('name'), email: value('email'), topic: value('topic'), message: value('message') };
}

/** The form with nothing typed: empty fields, and the topic the page opens it on (an offer's id), by its name. */
export function blank(offers: readonly { id: string; name: string }[], topic?: string | null): ContactValues {
  return { name: '', email: '', topic: offers.find((offer) => offer.id === topic)?.name ?? '', message: '' };
}
