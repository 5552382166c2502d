/**
 * The visitor benchmark: every scenario (scenarios.ts) on the build in public/ and on its two controls
 * (controls.ts), each served by scripts/serve.ts with its _headers and compression, in rounds. Within a round
 * the variants take turns in an order that rotates, so a burst of load elsewhere on the machine falls on each
 * of them alike. A scenario with `repeat` runs that many times a round: a page load is short, and its paint times
 * vary more from run to run than the ratio the budget allows.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { makeControls } from './controls.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { nthPort, startServer, warmUp, type Server } from './server.ts';
import { emulation, launch, visit, type Visit } from './visitor.ts';

/** The build, another build run beside it (`--before`), and the two controls made from the build. */
export type Variant = 'build' | 'before' | 'stock' | 'nojs';

/** One visitor's run of a scenario on a variant: what it measured, or the error that stopped it. */
export type VisitorRun = { round: number; scenario: string; kind: Scenario['kind']; at: number; variant: Variant } & (
  Visit | { error: string }
);

/** A scenario as the results record it. */
export interface ScenarioRecord {
  name: string;
  kind: Scenario['kind'];
  path: string;
  atMs: number;
  repeat: number;
}

const rotate = <T>(list: readonly T[], by: number): T[] =>
  list.map((item, index) => list[(index + by) % list.length] ?? item);

/**
 * `others`: more builds to run beside this one and its controls, each under its name. `port`: the first of the ports
 * the servers listen on, one each; else free ports the system picks. `heldAfterMs`: how long after a press its result
 * is checked again.
 */
export async function runVisitor({
  root,
  publicDir,
  chromePath,
  rounds,
  scenarioFilter,
  log,
  others = [],
  heldAfterMs,
  port,
}: {
  root: string;
  publicDir: string;
  chromePath: string;
  rounds: number;
  scenarioFilter: RegExp | null;
  log: (line: string) => void;
  others?: { name: Variant; dir: string }[];
  heldAfterMs: number;
  port?: number;
}): Promise<{
  settings: typeof emulation & { rounds: number; heldAfterMs: number };
  scenarios: ScenarioRecord[];
  runs: VisitorRun[];
}> {
  const controls = makeControls(publicDir, path.join(root, 'bench-results', 'controls'));
  const chosen = scenarios(root).filter((scenario) => !scenarioFilter || scenarioFilter.test(scenario.name));
  const servers: Server[] = [];
  let browser: Browser | undefined;
  const runs: VisitorRun[] = [];
  try {
    const variants = [];
    for (const [index, { name, dir }] of [
      { name: 'build' as const, dir: publicDir },
      ...others,
      { name: 'stock' as const, dir: controls.stock },
      { name: 'nojs' as const, dir: controls.nojs },
    ].entries()) {
      const server = await startServer(root, dir, nthPort(port, index));
      servers.push(server);
      await warmUp(server.origin, dir);
      variants.push({ name, origin: server.origin });
    }
    browser = await launch(chromePath);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, scenario] of chosen.entries()) {
        for (let repeat = 0; repeat < (scenario.repeat ?? 1); repeat += 1) {
          for (const variant of rotate(variants, round + index + repeat)) {
            const result = await visit(browser, variant.origin, scenario, heldAfterMs).catch((error: unknown) => ({
              error: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '',
            }));
            runs.push({
              round,
              scenario: scenario.name,
              kind: scenario.kind,
              at: scenario.at,
              variant: variant.name,
              ...result,
            });
            log(`round ${round}/${rounds} ${variant.name.padEnd(6)} ${scenario.name}: ${describe(result)}`);
          }
        }
      }
    }
  } finally {
    await browser?.close();
    servers.forEach((server) => server.stop());
  }
  return {
    settings: { ...emulation, rounds, heldAfterMs },
    scenarios: chosen.map(({ name, kind, path: at, at: ms, repeat = 1 }) => ({
      name,
      kind,
      path: at,
      atMs: ms,
      repeat,
    })),
    runs,
  };
}

function describe(result: Visit | { error: string }): string {
  if ('error' in result) return `error: ${result.error}`;
  const round = (value: number | null) => (value === null ? 'never' : `${Math.round(value)} ms`);
  const lost = result.lost?.length ? `, typing lost (${result.lost.join('; ')})` : '';
  const held = result.held === undefined ? '' : `, held ${result.held === null ? 'n/a' : result.held ? 'yes' : 'no'}`;
  return `response ${round(result.responseMs)}${held}, blocking ${round(result.blockingMs)}, LCP ${round(result.lcpMs)}${lost}`;
}
