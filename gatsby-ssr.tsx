import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { renderToHtml } from './plugins/page-start/render.ts';
import { Layout } from './src/components/Layout/Layout.tsx';
import { siteLocale } from './src/lib/locale.ts';
import { globalStyles } from './src/theme/globalStyles.ts';
import { serverStyleAttribute } from './src/theme/serverStyles.ts';
import { pageWrapper } from './src/wrap.tsx';
// Preloaded, so the first paint mostly has Inter already and little reflows when it arrives.
import interFont from './src/theme/interFont.ts';

export { wrapRootElement } from './src/wrap.tsx';

export const wrapPageElement = pageWrapper(Layout);

/**
 * react-aria's press handling adds this rule to <head> the first time a button mounts, unless a style with its id is
 * there: a new style sheet at hydration makes the browser restyle the whole page, so the server writes it instead
 * (and the rule, no double-tap zoom delay on buttons, applies before the scripts arrive too).
 */
const pressableStyle = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteLocale });
  setHeadComponents([
    <style key="pressable" id="react-aria-pressable-style" dangerouslySetInnerHTML={{ __html: pressableStyle }} />,
    <link key="font" rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

/**
 * The page's HTML in full, islands included (the page-start plugin's renderToHtml); the page-wide styles
 * (src/theme/globalStyles.ts), then Emotion's CSS for the page, go into <head>, where HTML
 * allows <style>, instead of beside each element, under an attribute Emotion's browser cache leaves alone
 * (src/theme/serverStyles.ts). The tree rendered is exactly the one the browser hydrates: a component added beside
 * the page here would shift every id React's useId gives out.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: 'css' });
  // Tells Emotion a server extracts the styles, so it stops writing <style> tags into the markup.
  cache.compat = true;
  const chunks = createEmotionServer(cache).extractCriticalToChunks(
    await renderToHtml(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  replaceBodyHTMLString(chunks.html);
  setHeadComponents([
    <style key="global" dangerouslySetInnerHTML={{ __html: globalStyles() }} />,
    ...chunks.styles.map((style) => (
      <style
        key={`${style.key}-${style.ids.join('-')}`}
        {...{ [serverStyleAttribute]: `${style.key} ${style.ids.join(' ')}` }}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  ]);
};
