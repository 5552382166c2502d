import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokenAnchors, pageParts } from './anchors.ts';

/** A build of two pages in a temporary folder, and the content's files by their path. */
function site(pages: Record<string, string>, content: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
  const publicDir = path.join(dir, 'public');
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  }
  const built = Object.keys(pages).map((file) => ({ file, path: `/${file.replace(/index\.html$/, '')}` }));
  return { build: { publicDir, pages: built }, files: new Map(Object.entries(content)) };
}

const about = '<main id="main"><section id="team"></section><section id="story"></section></main>';

describe('brokenAnchors', () => {
  it('passes links to parts that exist, on the same page or another', () => {
    const { build, files } = site(
      {
        'index.html': '<a href="/about/#team">Team</a><a href="#top">Top</a><b id="top"></b>',
        'about/index.html': about,
      },
      {},
    );
    expect(brokenAnchors(build, files)).toEqual([]);
  });

  it('names the content file whose hash points at no part of its page, with the nearest id', () => {
    const { build, files } = site(
      { 'index.html': '<a href="/about/#teams">Team</a>', 'about/index.html': about },
      { 'pages/home.json': { hero: { actions: [{ route: 'about', hash: 'teams' }] } } },
    );
    expect(brokenAnchors(build, files)).toEqual([
      'content/pages/home.json: the link to /about/#teams goes nowhere: no part of /about/ has the id "teams"; did you mean "team"?',
    ]);
  });

  it('names the page when no content file writes the hash, and lists the parts there are', () => {
    const { build, files } = site({ 'index.html': '<a href="/about/#x">X</a>', 'about/index.html': about }, {});
    expect(brokenAnchors(build, files)).toEqual([
      'the page / links to /about/#x, but no part of /about/ has the id "x": its parts are main, team, story',
    ]);
  });

  it('reports a broken link once however many pages carry it', () => {
    const link = '<a href="/about/#nowhere">X</a>';
    const { build, files } = site({ 'index.html': link, 'contact/index.html': link, 'about/index.html': about }, {});
    expect(brokenAnchors(build, files)).toHaveLength(1);
  });
});

describe('pageParts', () => {
  it('lists the sections and articles of each page a link may open at, not every id', () => {
    const { build } = site(
      {
        'index.html': '<main id="main"><section id="services"><h2 id="services-heading">S</h2></section></main>',
        'about/index.html': `${about}<article id="founder"></article><script id="boot-files"></script>`,
      },
      {},
    );
    expect(pageParts(build)).toEqual(
      new Map([
        ['/', ['services']],
        ['/about/', ['team', 'story', 'founder']],
      ]),
    );
  });
});
