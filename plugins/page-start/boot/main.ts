import { attribute, filesBlockId, timing, type PageFiles } from '../contract.ts';
import { restoreFocus } from './focus.ts';
import { load, whenPainted, whenParsed } from './load.ts';
import { listen, release } from './presses.ts';
import { createState } from './state.ts';

/**
 * The one inline script of every page, the same on all of them (rewrite.ts puts it at the end of <head>,
 * in place of Gatsby's script tags, so it hears presses from the first): it reads what the page needs from the page's
 * data block, sets the globals Gatsby's scripts expect, asks for those scripts once the largest paint is on the screen
 * (load.ts), and holds presses until their part of the page works (presses.ts, focus.ts).
 */
const files = JSON.parse(document.getElementById(filesBlockId)!.textContent) as PageFiles;
const state = createState(files);

const hydrated = () => document.documentElement.hasAttribute(attribute.hydrated);

Object.assign(window, {
  pagePath: files.gatsby.pagePath,
  ___chunkMapping: files.gatsby.chunkMapping,
  ___webpackCompilationHash: files.gatsby.compilationHash,
});

/**
 * Gives back focus and makes again the presses whose part of the page now works. A page that hydrates after all
 * (a script error that did not stop it, a slow network) takes its own form back.
 */
function settle() {
  if (hydrated()) document.documentElement.removeAttribute(attribute.scriptsFailed);
  restoreFocus(state);
  release(state);
}

/**
 * The page will not hydrate: held presses go through as plain HTML takes them, and the page takes its form without
 * JavaScript (every tab panel shown).
 */
function fail() {
  if (hydrated()) return;
  state.failed = true;
  document.documentElement.setAttribute(attribute.scriptsFailed, '');
  settle();
}

function start() {
  if (state.loading) return;
  state.loading = true;
  whenParsed(() => {
    load(files, fail);
    setTimeout(fail, timing.startMs);
  });
}

for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'submit', 'focusin']) {
  document.addEventListener(type, (event) => listen(state, event), true);
}
// The page has hydrated, or an island's code has arrived.
new MutationObserver(settle).observe(document.documentElement, {
  subtree: true,
  attributes: true,
  attributeFilter: [attribute.hydrated, attribute.islandState],
});
// Until the page has hydrated, an error anywhere may mean it never will.
for (const type of ['error', 'unhandledrejection']) addEventListener(type, fail);

if (files.now) start();
else whenPainted(start);
