import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFiles } from './page-files';

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

  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("lists each page's file and the path it is served at, in order of path, leaving out Gatsby's own and the editor's", () => {
    expect(pageFiles(publicDir)).toEqual([
      { file: 'index.html', path: '/' },
      { file: '404.html', path: '/404.html' },
      { file: 'about/index.html', path: '/about/' },
    ]);
  });
});
