/**
 * Medians and spreads of a route's runs, the table the benchmark prints, and the comparison with budgets.json.
 */
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
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median TBT of every run of every route that Lighthouse measured, or null. The routes share their scripts and
 * their shell, and one run's TBT on these machines moves by 100 ms and more (one page's went from 7 to 203 ms, and
 * the page without JavaScript reached 153 ms), so a route's five runs alone cannot settle a 100 ms budget.
 */
export function siteTbt(results) {
  const values = measuredTbts(results);
  return values.length === 0 ? null : median(values);
}

const measuredTbts = (results) =>
  results
    .flatMap(({ runs }) => runs.filter((run) => !run.error && typeof run.tbtMs === 'number'))
    .map((run) => run.tbtMs);

/** { median: {...}, spread: { figure: [min, max] }, failedAudits: [{ ..., runs }] } for one route's runs. */
export function summarize(allRuns) {
  const runs = allRuns.filter((run) => !run.error);
  const result = { median: {}, spread: {} };
  for (const figure of figures) {
    const values = runs.map((run) => run[figure]);
    if (values.length === 0 || values.some((value) => value === null)) {
      result.median[figure] = null;
      result.spread[figure] = null;
      continue;
    }
    result.median[figure] = Number(median(values).toFixed(3));
    result.spread[figure] = [Math.min(...values), Math.max(...values)];
  }
  const failed = new Map();
  for (const audit of runs.flatMap((run) => run.failedAudits)) {
    const key = `${audit.category}/${audit.id}`;
    failed.set(key, { ...audit, runs: (failed.get(key)?.runs ?? 0) + 1 });
  }
  result.failedAudits = [...failed.values()];
  return result;
}

const range = ([min, max], digits = 0) => (min === max ? '' : ` (${min.toFixed(digits)}–${max.toFixed(digits)})`);

/** A median with its spread when the runs differed; 'n/a' when no run measured it. */
function cell(median, spread, scale = 1, digits = 0) {
  if (median === null || median === undefined) return 'n/a';
  const text = (median / scale).toFixed(digits);
  return spread
    ? `${text}${range(
        spread.map((value) => value / scale),
        digits,
      )}`
    : text;
}

/** The printed table: one row of medians per route, with the spread of performance, LCP and TBT. */
export function table(results) {
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
function aligned(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Build beside control, route by route: LCP and TBT medians of each and their ratio, and performance. */
export function versusTable(results, controls) {
  const header = ['route', 'LCP s', 'no JS', 'ratio', 'TBT ms', 'no JS', 'perf', 'no JS'];
  const ratio = (a, b) => (a === null || b === null || b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
  const rows = results.map(({ path, median: m }, index) => {
    const c = controls[index].median;
    return [
      path,
      cell(m.lcpMs, null, 1000, 2),
      cell(c.lcpMs, null, 1000, 2),
      ratio(m.lcpMs, c.lcpMs),
      cell(m.tbtMs),
      cell(c.tbtMs),
      cell(m.performance),
      cell(c.performance),
    ];
  });
  return aligned(header, rows);
}

/**
 * Every figure over budget, as "route: figure value, budget limit". Lighthouse budgets come from the
 * `lighthouse` key of budgets.json; first-load JavaScript from `firstLoadJsKb` and `formRoutes`, the keys
 * scripts/check-budgets.mjs reads.
 */
export function overBudget(results, budgets) {
  const lh = budgets.lighthouse;
  const over = [];
  for (const { name, path, median: m } of results) {
    const check = (label, value, limit, atLeast, unit = '') => {
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
