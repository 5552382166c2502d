import type { GatsbyBrowser } from 'gatsby';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Layout } from './components/Layout/Layout';
import { siteLocale } from './lib/locale';

/**
 * The same locale on the server and in the browser, so react-aria renders identically at hydration. Typed by what it
 * reads, so gatsby-browser.tsx can wrap it in turn (Gatsby's type for the hook is an optional method).
 */
export const wrapRootElement = ({ element }: { element: ReactElement }) => (
  <I18nProvider locale={siteLocale}>{element}</I18nProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
