import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// The Latin subset is all the site's text uses; preloading it means the first paint already has Inter and
// nothing reflows when it arrives.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export { wrapPageElement, wrapRootElement } from './src/wrap';

/**
 * Without JavaScript, tab panels and accordion answers (marked data-noscript-show) all show, and the tab
 * lists that cannot work (data-noscript-hide) go away, so every page reads in full from its HTML.
 */
const noscriptStyle =
  '<style>[data-noscript-show][hidden],[data-noscript-show][data-inert]{display:block!important}[data-noscript-hide]{display:none!important}</style>';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en-GB' });
  setHeadComponents([
    <link key="font" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <noscript key="noscript-style" dangerouslySetInnerHTML={{ __html: noscriptStyle }} />,
  ]);
};

/** The page's HTML once everything in it has rendered, islands (src/components/Island) included. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/**
 * Emotion's CSS for the page goes into <head>, where HTML allows <style>, instead of beside each element.
 * The browser's Emotion cache (key 'css', the default) picks these tags up at hydration.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: 'css' });
  // Tells Emotion a server extracts the styles, so it stops writing <style> tags into the markup.
  cache.compat = true;
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>));
  replaceBodyHTMLString(chunks.html);
  setHeadComponents(
    chunks.styles.map((style) => (
      <style
        key={`${style.key}-${style.ids.join('-')}`}
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  );
};
