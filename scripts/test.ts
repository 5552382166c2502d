/**
 * `npm test`: every check the project has, each step an npm script (scripts/test/steps.ts). The steps of a group run
 * side by side, each line of their output marked with the step's name; the groups run in order, and the first group
 * with a failed step ends the run. At the end it prints how long each step took, and keeps the table in
 * reports/test-steps.md and the figures in reports/test-steps.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groups, type Step, type StepResult, stepTable } from './test/steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const seconds = (since: number) => (performance.now() - since) / 1000;

/** Runs one step; beside others, its output goes line by line with the step's name in front. */
function run(step: Step, alone: boolean): Promise<number> {
  const child = spawn('npm', ['run', '--silent', step.script], {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!alone) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${step.name}] ${line}\n`);
      });
      stream?.on('end', () => rest && out.write(`[${step.name}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = performance.now();
const results: StepResult[] = [];
let failed = false;
for (const [index, group] of groups.entries()) {
  if (failed) {
    results.push(
      ...group.map((step) => ({ name: step.name, seconds: 0, status: 'not run' as const, group: index + 1 })),
    );
    continue;
  }
  const names = group.map((step) => step.name).join(', ');
  console.log(
    `\n▶ npm test, step ${index + 1} of ${groups.length}: ${names}${group.length > 1 ? ', side by side' : ''}\n`,
  );
  const outcomes = await Promise.all(
    group.map(async (step) => {
      const since = performance.now();
      const status = await run(step, group.length === 1);
      return {
        name: step.name,
        seconds: seconds(since),
        status: status === 0 ? 'passed' : 'failed',
        group: index + 1,
      } as const;
    }),
  );
  results.push(...outcomes);
  failed = outcomes.some((outcome) => outcome.status === 'failed');
}

const total = seconds(started);
const table = stepTable(results, total);
console.log(`\nnpm test, step by step (wall time, m:ss):\n\n${table}\n`);
fs.mkdirSync(reports, { recursive: true });
fs.writeFileSync(path.join(reports, 'test-steps.md'), `${table}\n`);
fs.writeFileSync(
  path.join(reports, 'test-steps.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      ci: Boolean(process.env.CI),
      machine: { cpus: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      totalSeconds: Math.round(total),
      steps: results.map((result) => ({ ...result, seconds: Math.round(result.seconds) })),
    },
    null,
    2,
  )}\n`,
);
process.exit(failed ? 1 : 0);
