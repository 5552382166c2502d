import type { GatsbyBrowser } from 'gatsby';

export { wrapPageElement, wrapRootElement } from './src/wrap';

/** Marks the document once React has hydrated it; browser tests wait for this before they interact. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
