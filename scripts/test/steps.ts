/**
 * The steps of `npm test` and the table of what each cost. scripts/test.ts runs them; this module only describes and
 * reports, so that its formatting is tested without running anything.
 */

/** One step: an npm script, run on its own or beside the other steps of its group. */
export interface Step {
  name: string;
  script: string;
}

/** A group's steps run side by side; the groups run one after the other. */
export type Group = readonly Step[];

export interface StepResult {
  name: string;
  seconds: number;
  /** 'passed', 'failed' with the exit status, or 'not run' when an earlier step failed. */
  status: 'passed' | 'failed' | 'not run';
  /** The group the step ran in, counted from 1: steps with the same group ran side by side. */
  group: number;
}

const step = (script: string, name = script): Step => ({ name, script });

/**
 * What `npm test` runs. Each build is made in one copy of the project (scripts/project-copy.ts), the site's first, so
 * that the builds after it find every picture resized. Type-checking, lint and the unit tests run beside the site's
 * build, and the checks of the built files beside the screenshots' build: none reads what the other writes, and a
 * build leaves a core idle for much of its time. The editor's build needs what the browser tests saved.
 */
export const groups: readonly Group[] = [
  [step('build:tested'), step('typecheck'), step('lint'), step('test:unit')],
  [step('build:visual'), step('test:build')],
  [step('test:e2e')],
  [step('test:editor-build')],
];

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The table printed at the end of `npm test` and kept in reports/test-steps.md: a row per step, then the total. */
export function stepTable(results: readonly StepResult[], totalSeconds: number): string {
  const header = ['Step', 'Group', 'Wall time', 'Result'];
  const rows = [
    ...results.map((result) => [
      result.name,
      String(result.group),
      result.status === 'not run' ? '' : clock(result.seconds),
      result.status,
    ]),
    ['total', '', clock(totalSeconds), results.every((result) => result.status === 'passed') ? 'passed' : 'failed'],
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
