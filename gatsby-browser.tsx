import type { GatsbyBrowser } from 'gatsby';

/** Resolves in a task of its own, so what comes after it does not lengthen the task that awaited it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's wrappers, once onClientEntry has loaded them. */
let wrappers: typeof import('./src/wrapInBrowser.tsx') | undefined;

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
  wrappers = await import(/* webpackMode: "eager" */ './src/wrapInBrowser.tsx');
};

function loaded() {
  if (!wrappers) throw new Error('Gatsby rendered before onClientEntry loaded the wrappers');
  return wrappers;
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = (args) => loaded().wrapRootInBrowser(args);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = (args) => loaded().wrapPageInBrowser(args);
