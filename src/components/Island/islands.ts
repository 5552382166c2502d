import { island } from './Island';

/*
 * The parts of pages whose code comes apart from the page's own (see Island.tsx). Each is its own
 * chunk, named island-*, so the byte budget (scripts/check-budgets.mjs) can list it apart from first load.
 * The contact form's is with the rest of the form, in src/contact/island.ts.
 */
export const TechnologyTabs = island('technology-tabs', () =>
  import(/* webpackChunkName: "island-technology-tabs" */ '../sections/TechnologyTabs/TechnologyTabs').then(
    (module) => module.TechnologyTabs,
  ),
);

export const IndustryTabs = island('industry-tabs', () =>
  import(/* webpackChunkName: "island-industry-tabs" */ '../sections/IndustryTabs/IndustryTabs').then(
    (module) => module.IndustryTabs,
  ),
);
