import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { attribute } from './src/boot/contract';

/** Resolves in a task of its own, so what comes after it does not lengthen the task that awaited it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's wrappers, once onClientEntry has loaded them. */
let wrappers: typeof import('./src/wrapInBrowser') | undefined;

/**
 * The code of the wrappers (Emotion, react-aria's locale, the layout with the header and footer) is evaluated after
 * React and Gatsby's runtime, a part per task: Emotion's first, then the rest. All of it with the runtime made one
 * task of 60–90 ms on the benchmark's phone as the scripts arrived; apart, no part of it is a long task. Gatsby
 * awaits this before it renders anything. `eager` keeps the code in the app's own scripts: no request.
 */
export const onClientEntry = async (): Promise<void> => {
  await nextTask();
  await import(/* webpackMode: "eager" */ '@emotion/react');
  await nextTask();
  wrappers = await import(/* webpackMode: "eager" */ './src/wrapInBrowser');
};

function loaded() {
  if (!wrappers) throw new Error('Gatsby rendered before onClientEntry loaded the wrappers');
  return wrappers;
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = (args) => loaded().wrapRootInBrowser(args);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = (args) => loaded().wrapPageInBrowser(args);

/**
 * Hydrates the server HTML as a transition, which React renders in slices of a few milliseconds, yielding to
 * the browser between them, instead of in one long task that would hold up input while the page hydrates.
 * Every page is pre-rendered, so there is always server HTML to hydrate. Gatsby calls the function it returns with
 * the page's element and its container (#___gatsby); Gatsby's type for it is still ReactDOM.render's, whose return
 * values hydrateRoot does not give, so it is typed here by what Gatsby passes.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/**
 * Marks the document once React has hydrated it: the boot script (src/boot) then makes again the presses it held, and
 * browser tests wait for it before they interact.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute(attribute.hydrated, 'true');
};
