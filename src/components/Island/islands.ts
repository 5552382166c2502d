import { island } from './Island';

/*
 * The parts of pages whose code comes apart from the page's own (see Island.tsx). Each is its own
 * chunk, named island-*, so the byte budget (scripts/check-budgets.mjs) can list it apart from first load.
 */
export const TechnologyTabs = island('technology-tabs', () =>
  import(/* webpackChunkName: "island-technology-tabs" */ '../sections/TechnologyTabs').then(
    (module) => module.TechnologyTabs,
  ),
);

export const IndustryTabs = island('industry-tabs', () =>
  import(/* webpackChunkName: "island-industry-tabs" */ '../sections/IndustryTabs').then(
    (module) => module.IndustryTabs,
  ),
);

export const ContactForm = island('contact-form', () =>
  import(/* webpackChunkName: "island-contact-form" */ '../../contact/ContactForm').then(
    (module) => module.ContactForm,
  ),
);
