import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the <style> tags gatsby-ssr.tsx writes Emotion's CSS into: "<key> <id> <id> …". Emotion's own
 * `data-emotion` would make its browser cache move every such tag when it starts (to the end of <head>, then into
 * its sheet), and each move makes the browser parse the CSS again and restyle the whole page: a long task at
 * hydration for nothing. Under this name Emotion leaves them where they are.
 */
export const serverStyleAttribute = 'data-server-css';

/**
 * The browser's Emotion cache, told which rules the server already put in the page, so it adds only those the
 * server did not render (an open dialog's, say) and never touches the server's tags.
 */
export function cacheWithServerStyles(): EmotionCache {
  const cache = createCache({ key: 'css' });
  document.querySelectorAll(`style[${serverStyleAttribute}]`).forEach((tag) => {
    const [key, ...ids] = (tag.getAttribute(serverStyleAttribute) ?? '').split(' ');
    if (key === cache.key) ids.forEach((id) => (cache.inserted[id] = true));
  });
  return cache;
}
