import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { attribute } from './src/boot/contract';
import { cacheWithServerStyles } from './src/theme/serverStyles';
import { wrapRootElement as wrapRoot } from './src/wrap';

export { wrapPageElement } from './src/wrap';

const emotionCache = cacheWithServerStyles();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = (args) => (
  <CacheProvider value={emotionCache}>{wrapRoot(args)}</CacheProvider>
);

/**
 * Hydrates the server HTML as a transition, which React renders in slices of a few milliseconds, yielding to
 * the browser between them, instead of in one long task that would hold up input while the page hydrates.
 * Every page is pre-rendered, so there is always server HTML to hydrate.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => (element, container) => {
  startTransition(() => {
    hydrateRoot(container as Element, element);
  });
};

/**
 * Marks the document once React has hydrated it: the boot script (src/boot) then makes again the presses it held, and
 * browser tests wait for it before they interact.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute(attribute.hydrated, 'true');
};
