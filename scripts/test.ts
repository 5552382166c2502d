/**
 * `npm test`: every check the project has, each step an npm script (scripts/test/steps.ts), stage after stage; the
 * first stage with a failed step ends the run. At the end it prints how long each step took, and keeps the table in
 * reports/test-steps.md and the figures in reports/test-steps.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StepResult, stages, stepTable } from './test/steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside others, it is kept and printed whole
 * once the step ends, so the log still reads one step at a time.
 */
function run(name: string, alone: boolean): Promise<StepResult> {
  const since = performance.now();
  const child = spawn('npm', ['run', '--silent', name], {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`npm run ${name} could not start: ${error.message}`);
      resolve({ name, seconds: seconds(since), status: 'failed' });
    });
    child.on('close', (code) => {
      const result: StepResult = { name, seconds: seconds(since), status: code === 0 ? 'passed' : 'failed' };
      if (!alone) {
        console.log(`\n▶ npm run ${name} (beside the rest of its stage), ${result.status}:\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(result);
    });
  });
}

const started = performance.now();
const results: StepResult[] = [];
for (const [index, stage] of stages.entries()) {
  if (results.some((result) => result.status === 'failed')) {
    results.push(...stage.map((name): StepResult => ({ name, seconds: 0, status: 'not run' })));
    continue;
  }
  console.log(`\n▶ npm test, stage ${index + 1} of ${stages.length}: npm run ${stage.join(', beside it npm run ')}\n`);
  results.push(...(await Promise.all(stage.map((name) => run(name, stage.length === 1)))));
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
