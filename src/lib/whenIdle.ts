/**
 * Calls `callback` once the browser is idle (at the latest after 3 s); where it cannot tell (Safari), at once.
 * Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: 3000 });
  return () => cancelIdleCallback(handle);
}
