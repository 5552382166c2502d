import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { attribute } from './contract.ts';

/**
 * Hydrates the server HTML as a transition, which React renders in slices of a few milliseconds, yielding to the
 * browser between them, instead of in one long task that would hold up input while the page hydrates. Every page is
 * pre-rendered, so there is always server HTML to hydrate. Gatsby calls the function it returns with the page's
 * element and its container (#___gatsby); Gatsby's type for it is still ReactDOM.render's, whose return values
 * hydrateRoot does not give, so it is typed here by what Gatsby passes.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/**
 * Marks the document once React has hydrated it: the boot script then makes again the presses it held, and browser
 * tests wait for it before they interact.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute(attribute.hydrated, 'true');
};
