import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkLabel } from './route-labels.ts';
import { contentDir, contentIn, realContent } from '../../tests/fixtures/real-content.ts';

interface Link {
  label?: string;
  route: string;
}

/** Every link in a content file, wherever it sits, with where it sits ("header.menus.0.links.1"). */
function linksIn(value: unknown, at = ''): [string, Link][] {
  if (!value || typeof value !== 'object') return [];
  const own: [string, Link][] = 'route' in value ? [[at, value as Link]] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => linksIn(child, at ? `${at}.${key}` : key))];
}

describe('the names of pages in links', () => {
  const labels = { about: { label: 'About' }, iot: { label: 'Controls & IoT', summary: 'PLC and SCADA' } };

  it("gives a link without words of its own its route's name", () => {
    expect(linkLabel({ route: 'iot' }, labels)).toBe('Controls & IoT');
  });

  it('keeps words content gives a link, where {page} stands for the route’s name', () => {
    expect(linkLabel({ label: 'Get Started', route: 'about' }, labels)).toBe('Get Started');
    expect(linkLabel({ label: 'Explore {page}', route: 'iot' }, labels)).toBe('Explore Controls & IoT');
  });

  it('names each case study by the label in its file, and describes it in menus by its summary', () => {
    const study = realContent.caseStudies.find((each) => each.name === 'onsite-energy')!;
    expect(realContent.labels['case-study-onsite-energy']).toEqual({
      label: 'On-Site Energy',
      summary: study.summary,
    });
    expect(study.summary).not.toBe(study.hero.heading);
  });

  it('renames a page in every menu, list and button at once when its name changes in routes.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      fs.cpSync(contentDir, dir, { recursive: true });
      const routesFile = path.join(dir, 'routes.json');
      const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { name: string; label: string }[];
      routes.find((route) => route.name === 'industrial-iot-controls')!.label = 'Renamed Service';
      fs.writeFileSync(routesFile, JSON.stringify(routes));
      const renamed = contentIn(dir).labels;

      const files = ['navigation.json', ...fs.readdirSync(path.join(dir, 'pages')).map((file) => `pages/${file}`)];
      const links = files.flatMap((file) =>
        linksIn(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).map(([at, link]): [string, Link] => [
          `${file} ${at}`,
          link,
        ]),
      );
      const named = links.filter(([, link]) => link.route === 'industrial-iot-controls' && !link.label);
      // The header's Services menu, the footer's Services group and the home page's buttons all link to it.
      expect(named.map(([at]) => at)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^navigation\.json header\.menus\.\d+\.links\.\d+$/),
          expect.stringMatching(/^navigation\.json footer\.groups\.\d+\.links\.\d+$/),
        ]),
      );
      for (const [, link] of named) expect(linkLabel(link, renamed)).toBe('Renamed Service');
      const templated = links.filter(
        ([, link]) => link.route === 'industrial-iot-controls' && link.label?.includes('{page}'),
      );
      expect(templated.map(([at]) => at)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^pages\/home\.json hero/)]),
      );
      for (const [, link] of templated) expect(linkLabel(link, renamed)).toContain('Renamed Service');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
