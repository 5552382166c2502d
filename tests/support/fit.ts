import type { Locator, Page } from '@playwright/test';

/**
 * What does not fit the page's width (WCAG 2.2 reflow): the page scrolling sideways, and every piece of visible text
 * that reaches past the viewport's edges or past a box that clips it. Text inside a box that scrolls sideways on
 * purpose (the tab rows) is not counted, as long as that box fits; text hidden for screen readers only is not seen.
 * Returns one line per problem, naming the text and where it ends: empty when everything fits.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    }
    const clips = (el: Element) => /hidden|clip|auto|scroll/.test(getComputedStyle(el).overflowX);
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const srOnly = (el: Element) => {
      const box = el.getBoundingClientRect();
      return clips(el) && box.width <= 1 && box.height <= 1;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      // The edges the text must stay within: the viewport's, narrowed by each box that clips it.
      let [left, right] = [0, width];
      let hidden = false;
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        if (srOnly(el) || scrolls(el)) {
          hidden = true;
          break;
        }
        if (!clips(el)) continue;
        const box = el.getBoundingClientRect();
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      }
      if (hidden) continue;
      if (text.left < left - 1 || text.right > right + 1) {
        found.push(
          `"${node.textContent!.trim().slice(0, 50)}" spans ${Math.round(text.left)}–${Math.round(text.right)} px`,
        );
      }
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!scrolls(el) || !el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1)
        found.push(`a sideways-scrolling ${el.tagName} spans ${box.left}–${box.right} px`);
    }
    return found;
  });
}

/**
 * Pieces of visible text inside `scope` that overlap one another (labels placed by hand, like a chart's), or that
 * stand side by side less than 4 px apart, each pair named: empty when none touch.
 */
export function overlaps(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const pieces: { text: string; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || !node.parentElement!.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A piece that wraps has a box a line; each counts.
      for (const box of range.getClientRects()) pieces.push({ text: node.textContent!.trim(), box });
    }
    const touch = (a: DOMRect, b: DOMRect) =>
      a.left < b.right + 4 && b.left < a.right + 4 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    return pieces.flatMap((a, index) =>
      pieces.slice(index + 1).flatMap((b) => (touch(a.box, b.box) ? [`"${a.text}" overlaps "${b.text}"`] : [])),
    );
  });
}

/**
 * The visible headings of `<main>` of three words or more whose first line holds a single word ("One version / of
 * the truth"), each as its lines joined by " / ": empty when none is.
 */
export function loneFirstWords(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4'))
      .filter((heading) => heading.checkVisibility())
      .flatMap((heading) => {
        // Each word with the top of the line it is on.
        const words: { word: string; top: number }[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            words.push({ word: match[0], top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        const tops = [...new Set(words.map(({ top }) => top))];
        const lines = tops.map((top) => words.filter((word) => word.top === top).map(({ word }) => word));
        return words.length >= 3 && lines[0]!.length === 1 ? [lines.map((line) => line.join(' ')).join(' / ')] : [];
      }),
  );
}
