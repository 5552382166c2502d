import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolverOf } from '../../tests/support/resolvers.ts';
import { sitePages } from './plan.ts';
import { validateContent } from '../content/validate.ts';
import { contentIn } from '../../tests/fixtures/real-content.ts';

/**
 * Adding a case study is one JSON file in content/case-studies and one image: the content checks accept it, and
 * with no change of code it gets its page, joins the index and the listings of its services and sector, and, being
 * the newest, shows on the pages of its services; featured (its name in the index's list), on the home page and in
 * the Case Studies menu.
 */
const realContent = path.resolve(__dirname, '../../content');
const project = path.resolve(__dirname, '../..');

let content: string;
beforeAll(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'content');
  fs.cpSync(realContent, content, { recursive: true });
  fs.copyFileSync(
    path.resolve(__dirname, '../../tests/fixtures/case-study-water.json'),
    path.join(content, 'case-studies/water.json'),
  );
  fs.copyFileSync(path.join(content, 'images/case-water.png'), path.join(content, 'images/case-study-water.png'));
  editIndex((index) => ({ ...index, featured: [...index.featured, 'water'] }));
});

/** Rewrites the index's file, content/pages/case-studies.json, through `edit`. */
function editIndex(edit: (index: { featured: string[] }) => object) {
  const file = path.join(content, 'pages/case-studies.json');
  fs.writeFileSync(file, JSON.stringify(edit(JSON.parse(fs.readFileSync(file, 'utf8')) as { featured: string[] })));
}
afterAll(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

describe('a case study added as one file and one image', () => {
  const shows = (pagePath: string) =>
    sitePages(contentIn(content)).find((page) => page.path === pagePath)?.context.studies;

  it('passes the content checks', () => {
    expect(validateContent({ content, project })).toEqual([]);
  });

  it('gets its own page, drawn by the case-study template', () => {
    expect(sitePages(contentIn(content)).find((page) => page.path === '/case-study-water/')).toMatchObject({
      template: 'case-study',
      context: { name: 'water' },
    });
  });

  it('leads the index, as the newest featured case study, and the listings of its services and sector', () => {
    for (const listing of ['/case-studies/', '/case-studies/industrial-iot-controls/', '/case-studies/water/']) {
      expect(shows(listing)?.[0]).toBe('water');
    }
    expect(shows('/case-studies/industrial-data-platforms/')).toContain('water');
  });

  it('shows on the pages of the services it names, and on the home page', () => {
    for (const page of ['/industrial-iot-controls/', '/industrial-data-platforms/', '/']) {
      expect(shows(page)?.[0]).toBe('water');
    }
    expect(shows('/energy-management/')).not.toContain('water');
  });

  it('leads the home page’s block for each of its services once it is not featured (featured, it is shown above)', async () => {
    const lead = () => resolverOf('serviceProof', contentIn(content))({ link: { route: 'industrial-iot-controls' } });
    expect(await lead()).not.toMatchObject({ parent: 'water' });
    editIndex((index) => ({ ...index, featured: index.featured.filter((name) => name !== 'water') }));
    try {
      expect(await lead()).toMatchObject({ parent: 'water', label: 'Water Network Telemetry' });
    } finally {
      editIndex((index) => ({ ...index, featured: [...index.featured, 'water'] }));
    }
  });

  it('is listed in the Case Studies menu, before the link to all of them', async () => {
    const menu = {
      label: 'Case Studies',
      links: [{ label: 'All case studies', route: 'case-studies' }],
      caseStudies: 2,
    };
    const links = await resolverOf('withCaseStudies', contentIn(content))(menu, 'links');
    const [newest, next, all] = links as { label?: string; route: string }[];
    expect(links).toHaveLength(3);
    expect(newest).toEqual({ label: 'Water Network Telemetry', route: 'case-study-water' });
    expect(next?.route).toMatch(/^case-study-/);
    expect(all).toEqual({ label: 'All case studies', route: 'case-studies' });
  });
});

describe('a case study that does not fit the site', () => {
  it('is refused with the file and field, naming the words it may use', () => {
    const file = path.join(content, 'case-studies/water.json');
    const good = fs.readFileSync(file, 'utf8');
    const bad = { ...(JSON.parse(good) as object), sector: 'Aerospace', services: ['about'], date: '2026-13' };
    fs.writeFileSync(file, JSON.stringify(bad));
    try {
      const problems = validateContent({ content, project });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^content\/case-studies\/water\.json: Sector must be one of the home page's sectors/),
          expect.stringMatching(/^content\/case-studies\/water\.json: Services › 1st must be one of the services/),
          expect.stringMatching(/^content\/case-studies\/water\.json: Date must be a month written YYYY-MM/),
        ]),
      );
    } finally {
      fs.writeFileSync(file, good);
    }
  });
});
