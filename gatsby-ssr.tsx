import type { GatsbySSR } from 'gatsby';
// The Latin subset is all the site's text uses; preloading it means the first paint already has Inter and
// nothing reflows when it arrives.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export { wrapPageElement, wrapRootElement } from './src/wrap';

/**
 * Without JavaScript, tab panels and accordion answers (marked data-noscript-show) all show, and the tab
 * lists that cannot work (data-noscript-hide) go away, so every page reads in full from its HTML.
 */
const noscriptStyle = '<style>[data-noscript-show][hidden],[data-noscript-show][data-inert]{display:block!important}[data-noscript-hide]{display:none!important}</style>';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en-GB' });
  setHeadComponents([
    <link key="font" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <noscript key="noscript-style" dangerouslySetInnerHTML={{ __html: noscriptStyle }} />,
  ]);
};
