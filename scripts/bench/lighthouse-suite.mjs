/**
 * Lighthouse on every chosen route of the build in public/ and of its no-JavaScript control (controls.mjs), round
 * robin and the two one after the other, so a burst of load from elsewhere spreads over routes and hits both
 * alike; before each run it waits (at most `maxWait` s) for a quiet machine. Returns each route's medians, spreads
 * and runs (report.mjs), for the build and for the control.
 */
import path from 'node:path';
import { makeControls } from './controls.mjs';
import { launchChromium, measure, waitForQuiet } from './lighthouse.mjs';
import { summarize } from './report.mjs';
import { startServer, warmUp } from './server.mjs';

export async function runLighthouse({ root, publicDir, chromePath, routes, runs, quick, maxWait, loadShare, log }) {
  const controls = makeControls(publicDir, path.join(root, 'bench-results', 'controls'));
  const variants = [
    { name: 'build', dir: publicDir },
    { name: 'nojs', dir: controls.nojs },
  ];
  /** @type {Record<string, object[]>} each variant's runs of each route */
  const measured = {};
  const runsOf = (name, routePath) => (measured[`${name} ${routePath}`] ??= []);
  const servers = [];
  let chrome;
  try {
    for (const variant of variants) {
      variant.server = await startServer(root, variant.dir);
      servers.push(variant.server);
      await warmUp(variant.server.origin, variant.dir);
    }
    chrome = await launchChromium(chromePath);
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        for (const { name, dir, server } of variants) {
          const quiet = quick ? null : await waitForQuiet(loadShare, maxWait);
          const note = quiet?.waitedS
            ? ` (waited ${quiet.waitedS} s for load < ${quiet.limit}; now ${quiet.load})`
            : '';
          log(`run ${run}/${runs} ${route.path} ${name}${note}`);
          const url = `${server.origin}${route.path}`;
          const result = await measure(url, { port: chrome.port, origin: server.origin, publicDir: dir }).catch(
            (error) => ({ error: error.message }),
          );
          if ('error' in result) log(`  ${result.error}`);
          runsOf(name, route.path).push({
            ...result,
            load: quiet?.load ?? null,
            limit: quiet?.limit ?? null,
            waitedS: quiet?.waitedS ?? 0,
          });
        }
      }
    }
  } finally {
    chrome?.kill();
    for (const server of servers) server.stop();
  }
  const results = (name) =>
    routes.map((route) => ({
      name: route.name,
      path: route.path,
      ...summarize(runsOf(name, route.path)),
      runs: runsOf(name, route.path),
    }));
  return { build: results('build'), nojs: results('nojs') };
}
