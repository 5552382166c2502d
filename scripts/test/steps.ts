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
 * What `npm test` runs, one after the other: each step keeps both cores busy, so two side by side take as long as
 * one after the other (docs/testing.md, "How long it takes"). Each build is made in one copy of the project
 * (scripts/project-copy.ts), the site's first, so that the builds after it find every picture resized. The editor's
 * build needs what the browser tests saved.
 */
export const steps: readonly string[] = [
  'typecheck',
  'lint',
  'test:unit',
  'build:tested',
  'build:visual',
  'test:build',
  'test:e2e',
  'test:editor-build',
];

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
