/**
 * Medians and spreads of a route's runs, the table the benchmark prints, and the comparison with budgets.json.
 */
import type { Budgets } from '../project-json.ts';

const figures = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalTransferKb',
  'firstLoadJsKb',
] as const;
type Figure = (typeof figures)[number];

/** One figure of every figure: a run's, or a route's median; null where Lighthouse could not measure it. */
export type Figures = Record<Figure, number | null>;

/** An audit in a pass/fail category that did not pass, with Lighthouse's own words and what it points at. */
export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  explanation: string | null;
  items: string[];
}

/** What one Lighthouse run measured of a route. */
export type Measured = Figures & { failedAudits: FailedAudit[]; warnings: string[]; benchmarkIndex: number };

/** One Lighthouse run of a route: what it measured, or why it measured nothing; and how busy the machine was. */
export type Run = (Measured | { error: string }) & { load: number | null; limit: number | null; waitedS: number };

/** A route's runs, summarized: medians, the spread of each figure, and the audits that failed in some run. */
export interface Summary {
  median: Figures;
  spread: Record<Figure, [number, number] | null>;
  failedAudits: (FailedAudit & { runs: number })[];
}

/** A route as the Lighthouse suite returns it. */
export type RouteResult = Summary & { name: string; path: string; runs: Run[] };

/** What the site-wide TBT reads of a run: its TBT, or the error that left it unmeasured. */
type TbtOfRun = { tbtMs: number | null } | { error: string };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/**
 * The median TBT of every run of every route that Lighthouse measured, or null. The routes share their scripts and
 * their shell, and one run's TBT on these machines moves by 100 ms and more (one page's went from 7 to 203 ms, and
 * the page without JavaScript reached 153 ms), so a route's five runs alone cannot settle a 100 ms budget.
 */
export function siteTbt(results: readonly { runs: readonly TbtOfRun[] }[]): number | null {
  const values = measuredTbts(results);
  return values.length === 0 ? null : median(values);
}

const measuredTbts = (results: readonly { runs: readonly TbtOfRun[] }[]): number[] =>
  results.flatMap(({ runs }) => runs.flatMap((run) => ('tbtMs' in run && run.tbtMs !== null ? [run.tbtMs] : [])));

/** One value for each figure. */
const byFigure = <T>(value: (figure: Figure) => T) =>
  // Object.fromEntries cannot keep the keys' types: there is one entry for every figure.
  Object.fromEntries(figures.map((figure) => [figure, value(figure)])) as Record<Figure, T>;

/** Medians, spreads and failed audits (with the number of runs each failed in) of one route's runs. */
export function summarize(allRuns: readonly Run[]): Summary {
  const runs = allRuns.flatMap((run) => ('error' in run ? [] : [run]));
  /** A figure's values, or none when some run could not measure it. */
  const valuesOf = (figure: Figure) => {
    const values = runs.flatMap((run) => (run[figure] === null ? [] : [run[figure]]));
    return values.length === runs.length ? values : [];
  };
  const failed = new Map<string, FailedAudit & { runs: number }>();
  for (const audit of runs.flatMap((run) => run.failedAudits)) {
    const key = `${audit.category}/${audit.id}`;
    failed.set(key, { ...audit, runs: (failed.get(key)?.runs ?? 0) + 1 });
  }
  return {
    median: byFigure((figure) => {
      const values = valuesOf(figure);
      return values.length === 0 ? null : Number(median(values).toFixed(3));
    }),
    spread: byFigure((figure) => {
      const values = valuesOf(figure);
      return values.length === 0 ? null : [Math.min(...values), Math.max(...values)];
    }),
    failedAudits: [...failed.values()],
  };
}

const range = ([min, max]: [number, number], digits = 0) =>
  min === max ? '' : ` (${min.toFixed(digits)}–${max.toFixed(digits)})`;

/** A median with its spread when the runs differed; 'n/a' when no run measured it. */
function cell(median: number | null | undefined, spread?: [number, number] | null, scale = 1, digits = 0): string {
  if (median === null || median === undefined) return 'n/a';
  const text = (median / scale).toFixed(digits);
  return spread ? `${text}${range([spread[0] / scale, spread[1] / scale], digits)}` : text;
}

/** The printed table: one row of medians per route, with the spread of performance, LCP and TBT. */
export function table(results: readonly RouteResult[]): string {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP s', 'TBT ms', 'CLS', 'transfer KB', 'JS KB gz'];
  const rows = results.map(({ path, median: m, spread: s }) => [
    path,
    cell(m.performance, s.performance),
    cell(m.accessibility),
    cell(m.bestPractices),
    cell(m.seo),
    cell(m.lcpMs, s.lcpMs, 1000, 2),
    cell(m.tbtMs, s.tbtMs),
    cell(m.cls, null, 1, 3),
    cell(m.totalTransferKb, null, 1, 1),
    cell(m.firstLoadJsKb, null, 1, 1),
  ]);
  return aligned(header, rows);
}

/** Columns padded to their widest cell: the first to the left, the others to the right. */
function aligned(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((text, column) => (column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Build beside control, route by route: LCP and TBT medians of each and their ratio, and performance. */
export function versusTable(results: readonly RouteResult[], controls: readonly RouteResult[]): string {
  const header = ['route', 'LCP s', 'no JS', 'ratio', 'TBT ms', 'no JS', 'perf', 'no JS'];
  const ratio = (a: number | null, b: number | null | undefined) =>
    a === null || b === null || b === undefined || b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`;
  const rows = results.map(({ path, median: m }, index) => {
    const c = controls[index]?.median;
    return [
      path,
      cell(m.lcpMs, null, 1000, 2),
      cell(c?.lcpMs, null, 1000, 2),
      ratio(m.lcpMs, c?.lcpMs),
      cell(m.tbtMs),
      cell(c?.tbtMs),
      cell(m.performance),
      cell(c?.performance),
    ];
  });
  return aligned(header, rows);
}

/**
 * Every figure over budget, as "route: figure value, budget limit". Lighthouse budgets come from the
 * `lighthouse` key of budgets.json; first-load JavaScript from `firstLoadJsKb` and `formRoutes`, the keys
 * scripts/check-budgets.ts reads.
 */
export function overBudget(
  results: readonly { name: string; path: string; median: Figures; runs: readonly TbtOfRun[] }[],
  budgets: Pick<Budgets, 'lighthouse' | 'firstLoadJsKb'>,
): string[] {
  const lh = budgets.lighthouse;
  const over: string[] = [];
  for (const { name, path, median: m } of results) {
    const check = (label: string, value: number | null, limit: number | undefined, atLeast: boolean, unit = '') => {
      if (limit === undefined) return;
      if (value === null || (atLeast ? value < limit : value > limit)) {
        over.push(`${path}: ${label} ${value ?? 'not measured'}${unit}, budget ${atLeast ? '≥' : '≤'} ${limit}${unit}`);
      }
    };
    check('performance', m.performance, lh.performance, true);
    check('accessibility', m.accessibility, lh.accessibility, true);
    check('best practices', m.bestPractices, lh.bestPractices, true);
    check('SEO', m.seo, lh.seo, true);
    check('LCP', m.lcpMs, lh.lcpMs, false, ' ms');
    check('TBT', m.tbtMs, lh.tbtMsEachRoute, false, ' ms');
    check('CLS', m.cls, lh.cls, false);
    check('total transfer', m.totalTransferKb, lh.totalTransferKb?.[name], false, ' KB');
    const jsBudget = budgets.firstLoadJsKb.routes[name] ?? budgets.firstLoadJsKb.default;
    check('first-load JavaScript', m.firstLoadJsKb, jsBudget, false, ' KB gzipped');
  }
  const tbt = siteTbt(results);
  if (lh.tbtMs !== undefined && (tbt === null || tbt > lh.tbtMs)) {
    const runs = measuredTbts(results).length;
    over.push(`every route: TBT ${tbt ?? 'not measured'} ms, the median of ${runs} runs, budget ≤ ${lh.tbtMs} ms`);
  }
  return over;
}
