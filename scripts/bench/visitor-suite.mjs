/**
 * The visitor benchmark: every scenario (scenarios.mjs) on the build in public/ and on its two controls
 * (controls.mjs), each served by scripts/serve.mjs with its _headers and compression, in rounds. Within a round
 * the variants take turns in an order that rotates, so a burst of load elsewhere on the machine falls on each
 * of them alike. A scenario with `repeat` runs that many times a round: a page load is short, and its paint times
 * vary more from run to run than the ratio the budget allows.
 */
import path from 'node:path';
import { makeControls } from './controls.mjs';
import { scenarios } from './scenarios.mjs';
import { startServer, warmUp } from './server.mjs';
import { emulation, launch, visit } from './visitor.mjs';

const rotate = (list, by) => list.map((_, index) => list[(index + by) % list.length]);

/**
 * @param {{ root: string, publicDir: string, chromePath: string, rounds: number, scenarioFilter: RegExp | null,
 *   log: (line: string) => void, others?: { name: string, dir: string }[] }} options `others`: more builds to run
 *   beside this one and its controls, each under its name
 */
export async function runVisitor({ root, publicDir, chromePath, rounds, scenarioFilter, log, others = [] }) {
  const controls = makeControls(publicDir, path.join(root, 'bench-results', 'controls'));
  const variants = [
    { name: 'build', dir: publicDir },
    ...others,
    { name: 'stock', dir: controls.stock },
    { name: 'nojs', dir: controls.nojs },
  ];
  const chosen = scenarios(root).filter((scenario) => !scenarioFilter || scenarioFilter.test(scenario.name));
  const servers = [];
  let browser;
  const runs = [];
  try {
    for (const variant of variants) {
      const server = await startServer(root, variant.dir);
      servers.push(server);
      await warmUp(server.origin, variant.dir);
      variant.origin = server.origin;
    }
    browser = await launch(chromePath);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, scenario] of chosen.entries()) {
        for (let repeat = 0; repeat < (scenario.repeat ?? 1); repeat += 1) {
          for (const variant of rotate(variants, round + index + repeat)) {
            const result = await visit(browser, variant.origin, scenario).catch((error) => ({
              error: error.message.split('\n')[0],
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
    settings: { ...emulation, rounds },
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

function describe(result) {
  if (result.error) return `error: ${result.error}`;
  const round = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);
  const lost = result.lost?.length ? `, typing lost (${result.lost.join('; ')})` : '';
  return `response ${round(result.responseMs)}, blocking ${round(result.blockingMs)}, LCP ${round(result.lcpMs)}${lost}`;
}
