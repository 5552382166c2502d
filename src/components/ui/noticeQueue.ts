// The queue alone, from React Stately: the region that shows it (Notices.tsx) loads only once there is
// something to show.
import { ToastQueue } from 'react-stately/useToastState';

export interface Notice {
  title: string;
  text: string;
  tone: 'success' | 'danger';
}

/** Notices waiting to be shown; the form adds to it through showOutcome, NoticeRegion shows it. */
export const notices = new ToastQueue<Notice>({ maxVisibleToasts: 3 });

/** How long a success notice stays before it goes by itself (failures stay until dismissed or the next submit). */
const SUCCESS_TIMEOUT_MS = 5_000;

/**
 * Shows the notice of a send's outcome. A success goes by itself, and first takes away any failure still shown, so
 * an error never stays behind it; a failure has no time limit.
 */
export function showOutcome(notice: Notice) {
  if (notice.tone === 'danger') {
    notices.add(notice);
    return;
  }
  for (const toast of [...notices.visibleToasts]) if (toast.content.tone === 'danger') notices.close(toast.key);
  notices.add(notice, { timeout: SUCCESS_TIMEOUT_MS });
}
