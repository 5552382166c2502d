import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { Layout } from './components/Layout/Layout.tsx';
import { cacheWithServerStyles } from './theme/serverStyles.ts';
import { pageWrapper, wrapRootElement } from './wrap.tsx';

/**
 * The browser's wrappers of every page: the server's (src/wrap.tsx) inside Emotion's cache, which knows the styles
 * the server wrote. gatsby-browser.tsx loads this module after Gatsby's runtime, in a task of its own.
 */
const emotionCache = cacheWithServerStyles();

export const wrapRootInBrowser = (args: { element: ReactElement }) => (
  <CacheProvider value={emotionCache}>{wrapRootElement(args)}</CacheProvider>
);

export const wrapPageInBrowser = pageWrapper(Layout);
