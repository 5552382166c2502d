import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathFor, routes, unlistedPaths } from './routes';

describe('routes', () => {
  it('turns a route name into its path, with an anchor when asked', () => {
    expect(pathFor('about')).toBe('/about/');
    expect(pathFor('ai-solutions', 'case-studies')).toBe('/ai-solutions/#case-studies');
  });

  it('refuses a name that is not a route', () => {
    expect(() => pathFor('pricing')).toThrow('Unknown route "pricing"');
  });

  it('lists the pages whose content asks search engines to leave them out, and only those', () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.mkdirSync(path.join(contentDir, 'pages'));
    const [listed, unlisted] = [routes[0]!, routes[1]!];
    for (const route of routes) {
      const seo = { title: route.name, description: route.name, ...(route === unlisted ? { noindex: true } : {}) };
      fs.writeFileSync(path.join(contentDir, 'pages', `${route.name}.json`), JSON.stringify({ seo }));
    }
    expect(unlistedPaths(contentDir)).toEqual([unlisted.path]);
    expect(unlistedPaths(contentDir)).not.toContain(listed.path);
    fs.rmSync(contentDir, { recursive: true });
  });
});
