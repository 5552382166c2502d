import { http, HttpResponse } from 'msw';

/** The form provider's endpoint (PRODUCT.md, "Contact form"). */
export const WEB3FORMS_URL = 'https://api.web3forms.com/submit';

/**
 * Replies of the form provider, the one source for Jest (msw/node) and Playwright (@msw/playwright).
 * The default is a successful delivery; tests swap in another reply with `use()`.
 */
export const replies = {
  success: () =>
    http.post(WEB3FORMS_URL, () => HttpResponse.json({ success: true, message: 'Email sent successfully!' })),
};

export const handlers = [replies.success()];
