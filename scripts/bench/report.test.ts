import { overBudget, siteTbt, type Figures } from './report.ts';

const budgets = {
  lighthouse: { tbtMs: 100, tbtMsEachRoute: 200 },
  formRoutes: [],
  firstLoadJsKb: { default: 110, routes: {} },
};

/** A route as the Lighthouse suite returns it: its runs' TBT and the median of them, no other figure measured. */
function route(path: string, tbts: number[]) {
  const sorted = [...tbts].sort((a, b) => a - b);
  const median: Figures = {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: sorted[Math.floor(sorted.length / 2)] ?? null,
    cls: null,
    totalTransferKb: null,
    firstLoadJsKb: 90,
  };
  return { name: path, path, median, runs: tbts.map((tbtMs): { tbtMs: number } | { error: string } => ({ tbtMs })) };
}

describe('siteTbt', () => {
  it('is the median of every run of every route', () => {
    expect(siteTbt([route('/', [10, 20, 300]), route('/about/', [40, 50])])).toBe(40);
  });

  it('leaves out runs Lighthouse could not measure', () => {
    const results = [route('/', [10, 20, 30]), { ...route('/about/', [90]), runs: [{ error: 'NO_FCP' }] }];
    expect(siteTbt(results)).toBe(20);
  });

  it('is null when no run measured TBT', () => {
    expect(siteTbt([{ ...route('/', [1]), runs: [{ error: 'NO_FCP' }] }])).toBeNull();
  });
});

describe('overBudget, TBT', () => {
  it('passes a site whose runs sit under the budget though one route median is above it', () => {
    const results = [route('/', [90, 120, 130]), route('/about/', [20, 30, 40]), route('/contact/', [50, 60, 70])];
    expect(overBudget(results, budgets)).toEqual([]);
  });

  it('fails a site whose median run is over the budget', () => {
    const results = [route('/', [90, 120, 130]), route('/about/', [110, 120, 140])];
    expect(overBudget(results, budgets)).toEqual(['every route: TBT 120 ms, the median of 6 runs, budget ≤ 100 ms']);
  });

  it('fails a route whose own median is over the ceiling for one route', () => {
    const results = [route('/', [210, 220, 230]), ...['/a/', '/b/', '/c/'].map((path) => route(path, [10, 20, 30]))];
    expect(overBudget(results, budgets)).toEqual(['/: TBT 220 ms, budget ≤ 200 ms']);
  });
});
