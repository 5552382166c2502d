// The queue alone, from React Stately: the region that shows it (Notices.tsx) loads only once there is
// something to show.
import { ToastQueue } from 'react-stately/useToastState';

export interface Notice {
  title: string;
  text: string;
  tone: 'success' | 'danger';
}

/** Notices waiting to be shown; the form adds to it, NoticeRegion shows it. */
export const notices = new ToastQueue<Notice>({ maxVisibleToasts: 3 });

/** How long a success notice stays before it goes by itself (failures stay until dismissed). */
export const SUCCESS_TIMEOUT_MS = 8_000;
