import { readBudgets } from '../project-json.ts';
import { summarizeVisitor, visitorOverBudget, visitorTable } from './visitor-report.ts';
import type { ScenarioRecord, Variant, VisitorRun } from './visitor-suite.ts';

// The budgets as `npm run bench` reads them: budgets.json through the project's reader and its shape check.
const budget = readBudgets(process.cwd()).visitor;

const menu: ScenarioRecord = { name: 'menu tap at 0.5 s', kind: 'tap', path: '/', atMs: 500, repeat: 1 };
const form: ScenarioRecord = { name: 'contact form', kind: 'form', path: '/contact/', atMs: 1000, repeat: 1 };

/**
 * A run without blocking, answered in 60 ms on the build and 100 ms on the controls (within the ratio budgets);
 * `held`: its result still there 3 s after the press, or null where it never showed.
 */
function run(scenario: ScenarioRecord, variant: Variant, held: boolean | null): VisitorRun {
  return {
    round: 1,
    scenario: scenario.name,
    kind: scenario.kind,
    at: scenario.atMs,
    variant,
    loadMs: 1000,
    fcpMs: 400,
    lcpMs: 400,
    kb: 100,
    blockingMs: 0,
    pressedAtMs: scenario.atMs,
    responseMs: held === null ? null : variant === 'build' ? 60 : 100,
    held,
    ...(scenario.kind === 'form' ? { lost: [] } : {}),
  };
}

/** A scenario's runs on each variant: held or not as `held` lists them, else five that held. */
function fiveRounds(scenario: ScenarioRecord, held: Partial<Record<Variant, (boolean | null)[]>>): VisitorRun[] {
  return (['build', 'stock', 'nojs'] as const).flatMap((variant) =>
    (held[variant] ?? [true, true, true, true, true]).map((value) => run(scenario, variant, value)),
  );
}

const summary = (runs: VisitorRun[], scenarios = [menu]) =>
  summarizeVisitor({ scenarios, runs, settings: { heldAfterMs: budget.heldAfterMs } });

describe('the held row', () => {
  it('counts per variant the runs whose result still showed, of those that showed it', () => {
    const runs = fiveRounds(menu, { stock: [true, false, true, true, true], nojs: [null, null, null, null, null] });
    const row = visitorTable(summary(runs))
      .split('\n')
      .find((line) => line.includes('held 3 s'));
    expect(row?.split(/\s{2,}/).slice(1, 5)).toEqual(['held 3 s', '5/5', '4/5', 'n/a']);
  });

  it('keeps the counts in the summary the JSON holds', () => {
    const [menuSummary] = summary(fiveRounds(menu, { build: [true, false, null, true, true] }));
    expect(menuSummary?.held?.build).toEqual({ held: 3, shown: 4 });
  });
});

describe('visitorOverBudget, held', () => {
  it('budgets.json asks every pressed result to hold 3 s', () => {
    expect(budget.heldAfterMs).toBe(3000);
  });

  it('passes a build whose results held in every run, whatever the controls did', () => {
    const runs = fiveRounds(menu, { stock: [false, false, true, true, true], nojs: [false, true, true, true, true] });
    expect(visitorOverBudget(summary(runs), budget)).toEqual([]);
  });

  it('fails a build whose result was gone in one run', () => {
    const runs = fiveRounds(menu, { build: [true, true, false, true, true] });
    expect(visitorOverBudget(summary(runs), budget)).toEqual([
      'menu tap at 0.5 s: the result was gone 3 s after the press in 1 of 5 runs, budget every run',
    ]);
  });

  it('fails a form whose confirmation was gone', () => {
    const runs = fiveRounds(form, { build: [false, true, true, true, true] });
    expect(visitorOverBudget(summary(runs, [form]), budget)).toEqual([
      'contact form: the result was gone 3 s after the press in 1 of 5 runs, budget every run',
    ]);
  });
});
