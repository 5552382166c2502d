/**
 * The steps of `npm test` and the table of what each cost. scripts/test.ts runs them; this module only describes and
 * reports, so that its formatting is tested without running anything.
 */

export interface StepResult {
  /** The npm script the step ran. */
  name: string;
  seconds: number;
  /** 'passed', 'failed', or 'not run' when an earlier step failed. */
  status: 'passed' | 'failed' | 'not run';
}

/**
 * What `npm test` runs: stage after stage, and within a stage its steps side by side. The type check and lint each
 * keep about one core busy and the site's build leaves one idle in parts, so the three share the two cores (113 s one
 * stage after the other, 105 s side by side); Jest and the browser tests keep both busy, so they run alone
 * (docs/testing.md, "How long it takes"). The builds are made one at a time, in one copy of the project
 * (scripts/project-copy.ts), the site's first, so that the builds after it find every picture resized. The build
 * checks read the site's build while the screenshots' build is made beside them. The editor's build needs what the
 * browser tests saved.
 */
export const stages: readonly (readonly string[])[] = [
  ['typecheck', 'lint', 'build:tested'],
  ['test:unit'],
  ['build:visual', 'test:build'],
  ['test:e2e'],
  ['test:editor-build'],
];

/** The steps that make a build in the one copy of the project: never two side by side. */
export const builds: readonly string[] = ['build:tested', 'build:visual', 'test:editor-build'];

/** Every step, in the order of the table. */
export const steps: readonly string[] = stages.flat();

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The table printed at the end of `npm test` and kept in reports/test-steps.md: a row per step, then the total. */
export function stepTable(results: readonly StepResult[], totalSeconds: number): string {
  const header = ['Step', 'Wall time', 'Result'];
  const rows = [
    ...results.map((result) => [result.name, result.status === 'not run' ? '' : clock(result.seconds), result.status]),
    ['total', clock(totalSeconds), results.every((result) => result.status === 'passed') ? 'passed' : 'failed'],
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
