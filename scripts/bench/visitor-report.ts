/**
 * The visitor benchmark's summary: per scenario and variant, medians with their min–max, the build's ratio to each
 * control (of the medians, and of the worst runs against stock), and the figures over the `visitor` budgets in
 * budgets.json: a press's time limit holds for every run, its ratio to stock for the median. A press that never showed
 * its result within the time allowed counts as slower than any that did ("never"), so it can decide a median. A
 * press's result must also still stand `heldAfterMs` after it in every run of the build that showed it.
 */
import type { Budgets } from '../project-json.ts';
import type { Visit } from './visitor.ts';
import type { ScenarioRecord, Variant, VisitorRun } from './visitor-suite.ts';

/** The figures of a run that the summary shows. */
type FigureKey = 'loadMs' | 'fcpMs' | 'lcpMs' | 'kb' | 'blockingMs' | 'responseMs';

/** A figure's spread over the runs; `never` (a press that showed no result) counts as Infinity. */
interface Stats {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** One figure of a scenario: its label, and its stats on each variant (null where no run measured it). */
type FigureSummary = { label: string } & Partial<Record<Variant, Stats | null>>;

export type ScenarioSummary = ScenarioRecord & {
  variants: Variant[];
  figures: Partial<Record<FigureKey, FigureSummary>>;
  /** The form's runs that lost some typing, on each variant. */
  lostRuns?: Partial<Record<Variant, number>>;
  /** For a press: of the runs that showed its result, how many still showed it `heldAfterMs` after the press. */
  held?: { label: string } & Partial<Record<Variant, { held: number; shown: number }>>;
  errors: string[];
};

function median(values: readonly (number | null)[]): number {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

function stats(values: readonly (number | null)[]): Stats | null {
  if (values.length === 0) return null;
  const finite = values.map((value) => value ?? Infinity);
  return { median: median(values), min: Math.min(...finite), max: Math.max(...finite), runs: values.length };
}

/** The rows the report shows: for each scenario, the figures that matter for it, each with its label. */
function rowsFor(scenario: ScenarioRecord): [string, FigureKey][] {
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

// The build first and the controls last, whatever order the first round ran them in.
const rank: Record<Variant, number> = { build: 0, before: 1, stock: 2, nojs: 3 };

export function summarizeVisitor({
  scenarios,
  runs,
  settings,
}: {
  scenarios: readonly ScenarioRecord[];
  runs: readonly VisitorRun[];
  settings: { heldAfterMs: number };
}): ScenarioSummary[] {
  const variants = [...new Set(runs.map((run) => run.variant))].sort((a, b) => rank[a] - rank[b]);
  return scenarios.map((scenario) => {
    const of = (variant: Variant): Visit[] =>
      runs.flatMap((run) =>
        run.scenario === scenario.name && run.variant === variant && !('error' in run) ? [run] : [],
      );
    const figures: ScenarioSummary['figures'] = {};
    for (const [label, key] of rowsFor(scenario)) {
      const figure: FigureSummary = { label };
      for (const variant of variants) figure[variant] = stats(of(variant).map((run) => run[key]));
      figures[key] = figure;
    }
    const lostRuns: ScenarioSummary['lostRuns'] = {};
    for (const variant of variants) lostRuns[variant] = of(variant).filter((run) => run.lost?.length).length;
    const held: NonNullable<ScenarioSummary['held']> = { label: `held ${settings.heldAfterMs / 1000} s` };
    for (const variant of variants) {
      const shown = of(variant).filter((run) => typeof run.held === 'boolean');
      held[variant] = { held: shown.filter((run) => run.held).length, shown: shown.length };
    }
    const errors = runs.flatMap((run) =>
      run.scenario === scenario.name && 'error' in run ? [`${run.variant}: ${run.error}`] : [],
    );
    return {
      ...scenario,
      variants,
      figures,
      ...(scenario.kind === 'form' ? { lostRuns } : {}),
      ...(scenario.kind === 'load' ? {} : { held }),
      errors,
    };
  });
}

// JSON keeps Infinity as null, so a summary read back from the JSON shows "never" too.
const number = (value: number | null, digits = 0) =>
  value === Infinity || value === null ? 'never' : value.toFixed(digits);
const cell = (s: Stats | null | undefined, digits: number) =>
  !s
    ? 'n/a'
    : s.min === s.max
      ? number(s.median, digits)
      : `${number(s.median, digits)} (${number(s.min, digits)}–${number(s.max, digits)})`;
/** The build's figure over a control's, both medians or both worst runs. */
const ratio = (a: Stats | null | undefined, b: Stats | null | undefined, of: 'median' | 'max' = 'median') =>
  !a || !b || !Number.isFinite(a[of]) || !Number.isFinite(b[of]) || b[of] === 0
    ? '–'
    : `${(a[of] / b[of]).toFixed(2)}×`;

const titles: Record<Variant, string> = { build: 'build', stock: 'stock tags', nojs: 'no JS', before: 'before' };

export function visitorTable(summary: readonly ScenarioSummary[]): string {
  const variants = summary[0]?.variants ?? [];
  const before = variants.includes('before');
  /** A row of counts, one a variant and no ratios, where the scenario has them. */
  const counts = <T>(
    scenario: ScenarioSummary,
    label: string,
    values: Partial<Record<Variant, T>> | undefined,
    show: (variant: Variant, value: T | undefined) => string,
  ) =>
    values
      ? [[scenario.name, label, ...variants.map((v) => show(v, values[v])), '', '', '', ...(before ? ['', ''] : [])]]
      : [];
  const header = [
    'scenario',
    'figure',
    ...variants.map((v) => titles[v]),
    'median÷stock',
    'worst÷stock',
    'median÷no JS',
    ...(before ? ['median÷before', 'worst÷before'] : []),
  ];
  const rows = summary.flatMap((scenario) => [
    ...rowsFor(scenario).flatMap(([, key]) => {
      const f = scenario.figures[key];
      if (!f) return [];
      const digits = f.label.startsWith('KB') ? 1 : 0;
      return [
        [
          scenario.name,
          f.label,
          ...variants.map((v) => cell(f[v], digits)),
          ratio(f.build, f.stock),
          ratio(f.build, f.stock, 'max'),
          ratio(f.build, f.nojs),
          ...(before ? [ratio(f.build, f.before), ratio(f.build, f.before, 'max')] : []),
        ],
      ];
    }),
    ...counts(
      scenario,
      'runs that lost typing',
      scenario.lostRuns,
      (v, lost) => `${lost ?? 0}/${scenario.figures.responseMs?.[v]?.runs ?? 0}`,
    ),
    ...counts(scenario, scenario.held?.label ?? '', scenario.held, (_, runs) =>
      runs?.shown ? `${runs.held}/${runs.shown}` : 'n/a',
    ),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((text, column) => (column < 2 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Every figure over the `visitor` budgets, as readable lines. */
export function visitorOverBudget(summary: readonly ScenarioSummary[], budget: Budgets['visitor']): string[] {
  const over: string[] = [];
  const ms = (value: number) => `${number(value)} ms`;
  for (const scenario of summary) {
    const stat = (key: FigureKey, variant: Variant) => scenario.figures[key]?.[variant] ?? null;
    if (scenario.kind === 'load') {
      const lcp = stat('lcpMs', 'build');
      const noJs = stat('lcpMs', 'nojs');
      const limit = noJs && budget.lcpVsNoJs * noJs.median;
      if (lcp && limit !== null && lcp.median > limit)
        over.push(`${scenario.name}: LCP ${ms(lcp.median)}, budget ${budget.lcpVsNoJs}× no JS = ${ms(limit)}`);
    }
    const response = stat('responseMs', 'build');
    if (scenario.kind === 'tap' && response) {
      const { median: press, max: worst } = response;
      const limit = budget.pressMs[String(scenario.atMs)];
      if (limit !== undefined && worst > limit)
        over.push(`${scenario.name}: the slowest run ${ms(worst)}, budget ${ms(limit)} in every run`);
      const times = budget.pressVsStock[String(scenario.atMs)];
      const stock = stat('responseMs', 'stock');
      if (times !== undefined && stock && press > times * stock.median)
        over.push(`${scenario.name}: median ${ms(press)}, budget ${times}× stock tags = ${ms(times * stock.median)}`);
      const blocked = stat('blockingMs', 'build')?.median;
      if (blocked !== undefined && blocked > budget.blockingAfterPressMs)
        over.push(
          `${scenario.name}: blocking ${ms(blocked)} after the press, budget ${ms(budget.blockingAfterPressMs)}`,
        );
    }
    const held = scenario.held?.build;
    if (held && held.held < held.shown)
      over.push(
        `${scenario.name}: the result was gone ${budget.heldAfterMs / 1000} s after the press in ` +
          `${held.shown - held.held} of ${held.shown} runs, budget every run`,
      );
    if (scenario.kind === 'form') {
      const lost = scenario.lostRuns?.build ?? 0;
      if (lost > 0) over.push(`${scenario.name}: typing lost in ${lost} runs, budget none`);
      if (response?.max === Infinity) over.push(`${scenario.name}: no confirmation in some runs`);
    }
    over.push(...scenario.errors.map((error) => `${scenario.name}: run failed: ${error}`));
  }
  return over;
}
