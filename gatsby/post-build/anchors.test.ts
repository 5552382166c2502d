import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokenAnchors } from './anchors';

/** A build of two pages and a content folder, in a temporary folder. */
function site(pages: Record<string, string>, content: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
  const publicDir = path.join(dir, 'public');
  const contentDir = path.join(dir, 'content');
  fs.mkdirSync(contentDir);
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  }
  for (const [file, data] of Object.entries(content)) {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    fs.writeFileSync(path.join(contentDir, file), JSON.stringify(data, null, 2));
  }
  const built = Object.keys(pages).map((file) => ({ file, path: `/${file.replace(/index\.html$/, '')}` }));
  return { build: { publicDir, pages: built }, contentDir };
}

const about = '<main id="main"><section id="team"></section><section id="story"></section></main>';

describe('brokenAnchors', () => {
  it('passes links to parts that exist, on the same page or another', () => {
    const { build, contentDir } = site(
      {
        'index.html': '<a href="/about/#team">Team</a><a href="#top">Top</a><b id="top"></b>',
        'about/index.html': about,
      },
      {},
    );
    expect(brokenAnchors(build, contentDir)).toEqual([]);
  });

  it('names the content file whose hash points at no part of its page, with the nearest id', () => {
    const { build, contentDir } = site(
      { 'index.html': '<a href="/about/#teams">Team</a>', 'about/index.html': about },
      { 'pages/home.json': { hero: { actions: [{ route: 'about', hash: 'teams' }] } } },
    );
    expect(brokenAnchors(build, contentDir)).toEqual([
      'content/pages/home.json: the link to /about/#teams goes nowhere: no part of /about/ has the id "teams"; did you mean "team"?',
    ]);
  });

  it('names the page when no content file writes the hash, and lists the parts there are', () => {
    const { build, contentDir } = site({ 'index.html': '<a href="/about/#x">X</a>', 'about/index.html': about }, {});
    expect(brokenAnchors(build, contentDir)).toEqual([
      'the page / links to /about/#x, but no part of /about/ has the id "x": its parts are main, team, story',
    ]);
  });

  it('reports a broken link once however many pages carry it', () => {
    const link = '<a href="/about/#nowhere">X</a>';
    const { build, contentDir } = site(
      { 'index.html': link, 'contact/index.html': link, 'about/index.html': about },
      {},
    );
    expect(brokenAnchors(build, contentDir)).toHaveLength(1);
  });
});
