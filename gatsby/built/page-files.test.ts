import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageDataPath, pageFiles, readPageData, templatePages } from './page-files.ts';

describe('the pages in a build', () => {
  let publicDir: string;
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), '');
  };

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-files-'));
    ['index.html', 'about/index.html', '404.html', 'app-0123.js', 'page-data/index/page-data.json'].forEach(write);
    ['~partytown/debug.html', '_gatsby/slices/_gatsby-scripts-1.html', 'page-data/sq.html'].forEach(write);
    // The editor's page, left by the previous build: written after the pages are listed, and not one of them.
    write('admin/index.html');
  });
  const writeData = (servedAt: string, componentChunkName: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, pageDataPath(servedAt))), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, pageDataPath(servedAt)),
      JSON.stringify({ componentChunkName, staticQueryHashes: ['1'], path: servedAt }),
    );
  };

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("lists each page's file and the path it is served at, in order of path, leaving out Gatsby's own and the editor's", () => {
    expect(pageFiles(publicDir)).toEqual([
      { file: 'index.html', path: '/' },
      { file: '404.html', path: '/404.html' },
      { file: 'about/index.html', path: '/about/' },
    ]);
  });

  it('finds each page’s data where Gatsby writes it, and names its template’s chunk group', () => {
    expect(['/', '/about/', '/404.html'].map(pageDataPath)).toEqual([
      '/page-data/index/page-data.json',
      '/page-data/about/page-data.json',
      '/page-data/404.html/page-data.json',
    ]);
    writeData('/', 'component---home');
    writeData('/about/', 'component---about');
    writeData('/404.html', 'component---404');
    expect(readPageData(publicDir, '/about/')).toMatchObject({
      componentChunkName: 'component---about',
      staticQueryHashes: ['1'],
    });
    expect(templatePages(publicDir).map(({ path: servedAt, group }) => [servedAt, group])).toEqual([
      ['/', 'component---home'],
      ['/404.html', 'component---404'],
      ['/about/', 'component---about'],
    ]);
  });

  it('leaves out of the templates’ pages an HTML file copied from static/, which has no page data', () => {
    writeData('/', 'component---home');
    writeData('/404.html', 'component---404');
    writeData('/about/', 'component---about');
    write('google0123456789abcdef.html');
    expect(templatePages(publicDir).map((page) => page.path)).toEqual(['/', '/404.html', '/about/']);
  });

  it('names the file of page data that is not what Gatsby writes', () => {
    fs.writeFileSync(
      path.join(publicDir, 'page-data/index/page-data.json'),
      '{"componentChunkName": 1, "staticQueryHashes": []}',
    );
    expect(() => readPageData(publicDir, '/')).toThrow(
      'page-data/index/page-data.json: componentChunkName must be a `string` type',
    );
  });
});
