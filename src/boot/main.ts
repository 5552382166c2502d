import { attribute, filesBlockId, type PageFiles } from './contract';
import { restoreFocus } from './focus';
import { load, whenPainted } from './load';
import { listen, release } from './presses';
import { createState } from './state';

/**
 * The one inline script of every page, the same on all of them (gatsby/boot.ts puts it in place of Gatsby's script
 * tags): it reads what the page needs from the page's data block, sets the globals Gatsby's scripts expect, asks for
 * those scripts once the largest paint is on the screen (load.ts), and holds presses until their part of the page
 * works (presses.ts, focus.ts).
 */
const files = JSON.parse(document.getElementById(filesBlockId)!.textContent!) as PageFiles;
const state = createState(files);

Object.assign(window, {
  pagePath: files.gatsby.pagePath,
  ___chunkMapping: files.gatsby.chunkMapping,
  ___webpackCompilationHash: files.gatsby.compilationHash,
});

/** Gives back focus and makes again the presses whose part of the page now works. */
function settle() {
  restoreFocus(state);
  release(state);
}

/** Held presses go through as plain HTML takes them: the page will not hydrate. */
function fail() {
  state.failed = true;
  settle();
}

function start() {
  if (state.loading) return;
  state.loading = true;
  load(files, fail);
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
for (const type of ['error', 'unhandledrejection']) {
  addEventListener(type, () => {
    if (!document.documentElement.hasAttribute(attribute.hydrated)) fail();
  });
}

if (files.now) start();
else whenPainted(start);
