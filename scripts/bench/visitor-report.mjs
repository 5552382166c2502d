/**
 * The visitor benchmark's summary: per scenario and variant, medians with their min–max, the build's ratio to
 * each control (of the medians, and of the worst runs against stock), and the figures over the `visitor` budgets in
 * budgets.json: a press's time limit holds for every run, its ratio to stock for the median. A press that never showed its result
 * within the time allowed counts as slower than any that did ("never"), so it can decide a median.
 */

function median(values) {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function stats(values) {
  if (values.length === 0) return null;
  const finite = values.map((value) => value ?? Infinity);
  return { median: median(values), min: Math.min(...finite), max: Math.max(...finite), runs: values.length };
}

/** The rows the report shows: for each scenario, the figures that matter for it. */
/** @returns {[string, string][]} each row's label and the run's figure it shows */
function rowsFor(scenario) {
  if (scenario.kind === 'load') {
    return [
      ['load event ms', 'loadMs'],
      ['FCP ms', 'fcpMs'],
      ['LCP ms', 'lcpMs'],
      ['KB transferred', 'kb'],
      ['blocking ms, until 5 s after load', 'blockingMs'],
    ];
  }
  const result = scenario.kind === 'form' ? 'Send → confirmation ms' : 'press → result ms';
  return [
    [result, 'responseMs'],
    ['blocking ms, 3 s after the press', 'blockingMs'],
  ];
}

export function summarizeVisitor({ scenarios, runs }) {
  // The build first and the controls last, whatever order the first round ran them in.
  const rank = (variant) => ({ build: 0, stock: 2, nojs: 3 })[variant] ?? 1;
  const variants = [...new Set(runs.map((run) => run.variant))].sort((a, b) => rank(a) - rank(b));
  return scenarios.map((scenario) => {
    const of = (variant) =>
      runs.filter((run) => run.scenario === scenario.name && run.variant === variant && !run.error);
    const figures = Object.fromEntries(
      rowsFor(scenario).map(([label, key]) => [
        key,
        { label, ...Object.fromEntries(variants.map((v) => [v, stats(of(v).map((run) => run[key]))])) },
      ]),
    );
    const lostRuns = Object.fromEntries(variants.map((v) => [v, of(v).filter((run) => run.lost?.length).length]));
    const errors = runs
      .filter((run) => run.scenario === scenario.name && run.error)
      .map((run) => `${run.variant}: ${run.error}`);
    return { ...scenario, variants, figures, ...(scenario.kind === 'form' ? { lostRuns } : {}), errors };
  });
}

// JSON keeps Infinity as null, so a summary read back from the JSON shows "never" too.
const number = (value, digits = 0) => (value === Infinity || value === null ? 'never' : value.toFixed(digits));
const cell = (s, digits) =>
  !s
    ? 'n/a'
    : s.min === s.max
      ? number(s.median, digits)
      : `${number(s.median, digits)} (${number(s.min, digits)}–${number(s.max, digits)})`;
/** The build's figure over a control's, both medians or both worst runs (`of` is 'median' or 'max'). */
const ratio = (a, b, of = 'median') =>
  !a || !b || !Number.isFinite(a[of]) || !Number.isFinite(b[of]) || b[of] === 0
    ? '–'
    : `${(a[of] / b[of]).toFixed(2)}×`;

const titles = { stock: 'stock tags', nojs: 'no JS', before: 'before' };

export function visitorTable(summary) {
  const variants = summary[0]?.variants ?? [];
  const before = variants.includes('before');
  const header = [
    'scenario',
    'figure',
    ...variants.map((v) => titles[v] ?? v),
    'median÷stock',
    'worst÷stock',
    'median÷no JS',
    ...(before ? ['median÷before', 'worst÷before'] : []),
  ];
  const rows = summary.flatMap((scenario) => [
    ...Object.values(scenario.figures).map((f) => {
      const digits = f.label.startsWith('KB') ? 1 : 0;
      return [
        scenario.name,
        f.label,
        ...variants.map((v) => cell(f[v], digits)),
        ratio(f.build, f.stock),
        ratio(f.build, f.stock, 'max'),
        ratio(f.build, f.nojs),
        ...(before ? [ratio(f.build, f.before), ratio(f.build, f.before, 'max')] : []),
      ];
    }),
    ...(scenario.lostRuns
      ? [
          [
            scenario.name,
            'runs that lost typing',
            ...variants.map((v) => `${scenario.lostRuns[v]}/${scenario.figures.responseMs[v]?.runs ?? 0}`),
            '',
            '',
            '',
            ...(before ? ['', ''] : []),
          ],
        ]
      : []),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((text, column) => (column < 2 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Every figure over the `visitor` budgets, as readable lines. */
export function visitorOverBudget(summary, budget) {
  const over = [];
  const ms = (value) => `${number(value)} ms`;
  for (const scenario of summary) {
    const { figures } = scenario;
    if (scenario.kind === 'load') {
      const limit = budget.lcpVsNoJs * figures.lcpMs.nojs.median;
      if (figures.lcpMs.build.median > limit)
        over.push(
          `${scenario.name}: LCP ${ms(figures.lcpMs.build.median)}, budget ${budget.lcpVsNoJs}× no JS = ${ms(limit)}`,
        );
    }
    if (scenario.kind === 'tap') {
      const { median: response, max: worst } = figures.responseMs.build;
      const limit = budget.pressMs[String(scenario.atMs)];
      if (limit !== undefined && worst > limit)
        over.push(`${scenario.name}: the slowest run ${ms(worst)}, budget ${ms(limit)} in every run`);
      const times = budget.pressVsStock[String(scenario.atMs)];
      const stock = times * figures.responseMs.stock.median;
      if (times !== undefined && response > stock)
        over.push(`${scenario.name}: median ${ms(response)}, budget ${times}× stock tags = ${ms(stock)}`);
      const blocked = figures.blockingMs.build.median;
      if (blocked > budget.blockingAfterPressMs)
        over.push(
          `${scenario.name}: blocking ${ms(blocked)} after the press, budget ${ms(budget.blockingAfterPressMs)}`,
        );
    }
    if (scenario.kind === 'form') {
      if (scenario.lostRuns.build > 0)
        over.push(`${scenario.name}: typing lost in ${scenario.lostRuns.build} runs, budget none`);
      if (figures.responseMs.build.max === Infinity) over.push(`${scenario.name}: no confirmation in some runs`);
    }
    over.push(...scenario.errors.map((error) => `${scenario.name}: run failed: ${error}`));
  }
  return over;
}
