/**
 * Lighthouse on every chosen route of the build in public/, round robin, so a burst of load from elsewhere spreads
 * over routes instead of spoiling one route's runs; before each run it waits (at most `maxWait` s) for a quiet
 * machine. Returns each route's medians, spreads and runs (report.mjs).
 */
import { launchChromium, measure, waitForQuiet } from './lighthouse.mjs';
import { summarize } from './report.mjs';
import { startServer, warmUp } from './server.mjs';

export async function runLighthouse({ root, publicDir, chromePath, routes, runs, quick, maxWait, loadShare, log }) {
  const server = await startServer(root);
  const measured = new Map(routes.map((route) => [route.path, []]));
  let chrome;
  try {
    await warmUp(server.origin, publicDir);
    chrome = await launchChromium(chromePath);
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        const quiet = quick ? null : await waitForQuiet(loadShare, maxWait);
        const note = quiet?.waitedS ? ` (waited ${quiet.waitedS} s for load < ${quiet.limit}; now ${quiet.load})` : '';
        log(`run ${run}/${runs} ${route.path}${note}`);
        const url = `${server.origin}${route.path}`;
        const result = await measure(url, { port: chrome.port, origin: server.origin, publicDir }).catch((error) => ({
          error: error.message,
        }));
        if (result.error) log(`  ${result.error}`);
        measured
          .get(route.path)
          .push({ ...result, load: quiet?.load ?? null, limit: quiet?.limit ?? null, waitedS: quiet?.waitedS ?? 0 });
      }
    }
  } finally {
    chrome?.kill();
    server.stop();
  }
  return routes.map((route) => ({
    name: route.name,
    path: route.path,
    ...summarize(measured.get(route.path)),
    runs: measured.get(route.path),
  }));
}
