import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { Layout } from './components/Layout/Layout.tsx';
import { siteLocale } from './lib/locale.ts';

/**
 * The same locale on the server and in the browser, so react-aria renders identically at hydration. Typed by what it
 * reads, so gatsby-browser.tsx can wrap it in turn (Gatsby's type for the hook is an optional method).
 */
export const wrapRootElement = ({ element }: { element: ReactElement }) => (
  <I18nProvider locale={siteLocale}>{element}</I18nProvider>
);

/** What Gatsby passes to wrapPageElement, as far as the layout reads it. */
interface PageArgs {
  element: ReactElement;
  props: { location: { pathname: string } };
}

/**
 * Every page inside the layout. The layout comes as an argument: the server imports it, the browser loads it in a
 * task of its own (gatsby-browser.tsx).
 */
export const pageWrapper =
  (PageLayout: typeof Layout) =>
  ({ element, props }: PageArgs) => <PageLayout pathname={props.location.pathname}>{element}</PageLayout>;
