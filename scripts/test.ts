/**
 * `npm test`: every check the project has, each step an npm script (scripts/test/steps.ts), one after the other; the
 * first that fails ends the run. At the end it prints how long each step took, and keeps the table in
 * reports/test-steps.md and the figures in reports/test-steps.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StepResult, stepTable, steps } from './test/steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const seconds = (since: number) => (performance.now() - since) / 1000;

const started = performance.now();
const results: StepResult[] = [];
for (const [index, name] of steps.entries()) {
  if (results.some((result) => result.status === 'failed')) {
    results.push({ name, seconds: 0, status: 'not run' });
    continue;
  }
  console.log(`\n▶ npm test, step ${index + 1} of ${steps.length}: npm run ${name}\n`);
  const since = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  results.push({ name, seconds: seconds(since), status: status === 0 ? 'passed' : 'failed' });
}

const total = seconds(started);
const table = stepTable(results, total);
const failed = results.some((result) => result.status === 'failed');
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
