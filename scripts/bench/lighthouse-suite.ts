/**
 * Lighthouse on every chosen route of the build in public/ and of its no-JavaScript control (controls.ts), round
 * robin and the two one after the other, so a burst of load from elsewhere spreads over routes and hits both
 * alike; before each run it waits (at most `maxWait` s) for a quiet machine. Returns each route's medians, spreads
 * and runs (report.ts), for the build and for the control.
 */
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { makeControls } from './controls.ts';
import { launchChromium, measure, waitForQuiet } from './lighthouse.ts';
import { summarize, type RouteResult, type Run } from './report.ts';
import { nthPort, startServer, warmUp, type Server } from './server.ts';

export async function runLighthouse({
  root,
  publicDir,
  chromePath,
  routes,
  runs,
  quick,
  maxWait,
  loadShare,
  log,
  port,
}: {
  root: string;
  publicDir: string;
  chromePath: string;
  routes: readonly { name: string; path: string }[];
  runs: number;
  quick: boolean;
  maxWait: number;
  loadShare: number;
  log: (line: string) => void;
  /** The first of the ports the servers and Chromium listen on, one each; else free ports the system picks. */
  port?: number;
}): Promise<{ build: RouteResult[]; nojs: RouteResult[] }> {
  const controls = makeControls(publicDir, path.join(root, 'bench-results', 'controls'));
  /** Each variant's runs of each route. */
  const measured = new Map<string, Run[]>();
  const runsOf = (name: string, routePath: string) => {
    const key = `${name} ${routePath}`;
    const list = measured.get(key) ?? [];
    measured.set(key, list);
    return list;
  };
  const servers: Server[] = [];
  let chrome: LaunchedChrome | undefined;
  try {
    const variants = [];
    for (const [index, { name, dir }] of [
      { name: 'build', dir: publicDir },
      { name: 'nojs', dir: controls.nojs },
    ].entries()) {
      const server = await startServer(root, dir, nthPort(port, index));
      servers.push(server);
      await warmUp(server.origin, dir);
      variants.push({ name, dir, server });
    }
    chrome = await launchChromium(chromePath, nthPort(port, variants.length));
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
            (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
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
  const results = (name: string): RouteResult[] =>
    routes.map((route) => ({
      name: route.name,
      path: route.path,
      ...summarize(runsOf(name, route.path)),
      runs: runsOf(name, route.path),
    }));
  return { build: results('build'), nojs: results('nojs') };
}
