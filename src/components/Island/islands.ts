import { island } from '../../../plugins/page-start/island.tsx';

/*
 * The parts of pages whose code comes apart from the page's own (see plugins/page-start/island.tsx). Each is its own
 * chunk, named island-*, so the byte budget (scripts/check-budgets.ts) can list it apart from first load.
 * The contact form's is with the rest of the form, in src/contact/island.ts.
 */
export const TechnologyTabs = island('technology-tabs', () =>
  import(/* webpackChunkName: "island-technology-tabs" */ '../sections/TechnologyTabs/TechnologyTabs.tsx').then(
    (module) => module.TechnologyTabs,
  ),
);

export const IndustryTabs = island('industry-tabs', () =>
  import(/* webpackChunkName: "island-industry-tabs" */ '../sections/IndustryTabs/IndustryTabs.tsx').then(
    (module) => module.IndustryTabs,
  ),
);

/*
 * A case study's proof: static, but most of a case study's own code (the chart, the system, the phases, the team),
 * so it comes when a reader nears it rather than in the first load.
 */
export const EvidenceChart = island('evidence-chart', () =>
  import(/* webpackChunkName: "island-evidence-chart" */ '../sections/Evidence/EvidenceChart.tsx').then(
    (module) => module.EvidenceChart,
  ),
);

export const Evidence = island('evidence', () =>
  import(/* webpackChunkName: "island-evidence" */ '../sections/Evidence/Evidence.tsx').then(
    (module) => module.Evidence,
  ),
);

/*
 * Case cards (home, the service pages, the index, a case study's more work): static links, each with its chart in
 * small, so their code comes when a reader nears them (at once where they start in the first screen).
 */
export const CaseCards = island('case-cards', () =>
  import(/* webpackChunkName: "island-case-cards" */ '../sections/CaseCards/CaseCards.tsx').then(
    (module) => module.CaseCards,
  ),
);

/* Energy Management's chart of a day's demand: static, below the fold, its code when a reader nears it. */
export const LoadProfileChart = island('load-profile', () =>
  import(/* webpackChunkName: "island-load-profile" */ '../sections/LoadProfile/LoadProfile.tsx').then(
    (module) => module.LoadProfile,
  ),
);

/* The AI page's chart of a model's error: static, below the fold, so its code comes when a reader nears it. */
export const MonitoringChart = island('monitoring-chart', () =>
  import(/* webpackChunkName: "island-monitoring-chart" */ '../sections/Trend/Trend.tsx').then(
    (module) => module.Trend,
  ),
);
