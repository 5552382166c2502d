import { siteLocale } from './locale.ts';

/**
 * Stands in for react-aria's useDefaultLocale module (see onCreateWebpackConfig in gatsby-node.ts). react-aria works
 * out the browser's locale as soon as its code loads, with an Intl call that loads the browser's locale data: about
 * 35 ms on a desktop CPU and 150 ms on a mid-range phone, before the page can hydrate. Every page is wrapped in
 * I18nProvider with the site's locale (src/wrap.tsx), so that answer would never be used.
 */
const locale = { locale: siteLocale, direction: 'ltr' as const };

export const getDefaultLocale = () => locale;
export const useDefaultLocale = () => locale;
