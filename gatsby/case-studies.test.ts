import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPages } from '../gatsby-node';
import { contentResolvers } from '../tests/support/resolvers';
import { routesIn } from './routes';
import { validateContent } from './validate-content';

/**
 * Adding a case study is one JSON file in content/case-studies and one image: the content checks accept it, it
 * becomes a route, a page is made for it from the query, and the menus that list case studies list it.
 */
const realContent = path.resolve(__dirname, '../content');
const templates = path.resolve(__dirname, '../src/templates');

let content: string;
beforeAll(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'content');
  fs.cpSync(realContent, content, { recursive: true });
  fs.copyFileSync(
    path.resolve(__dirname, '../tests/fixtures/case-study-water.json'),
    path.join(content, 'case-studies/water.json'),
  );
  fs.copyFileSync(path.join(content, 'images/case-water.png'), path.join(content, 'images/case-study-water.png'));
});
afterAll(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

describe('a second case study, added as one file and one image', () => {
  it('passes the content checks and becomes a route beside the first', () => {
    expect(validateContent({ content, templates })).toEqual([]);
    expect(
      routesIn(content)
        .filter((route) => route.template === 'case-study')
        .map((route) => route.path),
    ).toEqual(['/case-study-onsite-energy/', '/case-study-water/']);
  });

  it('gets a page from the case-study template, found by the query', async () => {
    const createPage = jest.fn();
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allCaseStudyJson: {
          nodes: [
            { id: 'a', parent: { name: 'onsite-energy' } },
            { id: 'b', parent: { name: 'water' } },
          ],
        },
      },
    });
    await (createPages as (args: unknown) => Promise<void>)({ actions: { createPage }, graphql, reporter: {} });
    const studies = createPage.mock.calls
      .map(([page]) => page)
      .filter((page) => page.component.endsWith('case-study.tsx'));
    expect(studies).toEqual([
      expect.objectContaining({ path: '/case-study-onsite-energy/', context: { id: 'a' } }),
      expect.objectContaining({ path: '/case-study-water/', context: { id: 'b' } }),
    ]);
  });

  it('is listed, by its label, in every menu that lists the case studies', async () => {
    const { withCaseStudies } = contentResolvers();
    const files: Record<string, { name: string }> = { f1: { name: 'onsite-energy' }, f2: { name: 'water' } };
    const nodeModel = {
      findAll: async () => ({
        entries: [
          { label: 'Water Network Telemetry', parent: 'f2' },
          { label: 'On-Site Energy', parent: 'f1' },
        ],
      }),
      getNodeById: ({ id }: { id: string }) => files[id],
    };
    const menu = { label: 'Case Studies', links: [{ label: 'All work', route: 'about' }], caseStudies: true };
    const links = await withCaseStudies!(menu, {}, { nodeModel }, { fieldName: 'links' });
    expect(links).toEqual([
      { label: 'All work', route: 'about' },
      { label: 'On-Site Energy', route: 'case-study-onsite-energy' },
      { label: 'Water Network Telemetry', route: 'case-study-water' },
    ]);
    const plain = { ...menu, caseStudies: undefined };
    expect(await withCaseStudies!(plain, {}, { nodeModel }, { fieldName: 'links' })).toEqual(menu.links);
  });
});
