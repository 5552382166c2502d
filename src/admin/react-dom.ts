/**
 * `react-dom` inside the editor's bundle. The editor does not share its ReactDOM, and a preview needs little of it:
 * what a portal holds (a side sheet, a notice) is drawn where it stands, and a synchronous update just runs.
 */
import type { ReactNode } from 'react';

export const createPortal = (children: ReactNode) => children;
export const flushSync = <T>(update: () => T): T => update();
