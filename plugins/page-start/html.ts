import { Parser } from 'htmlparser2';

/**
 * A page's HTML as the rewrite reads it: tokenised as HTML (htmlparser2: comments, script and style text, textarea and
 * title contents, attributes however quoted), with where each element starts and ends in the text, so the rewrite
 * changes exactly those places and leaves every other byte of the page as Gatsby wrote it.
 */

/** An element of the page: its tag, its attributes, its text (a script's), and where it is in the HTML. */
export interface Element {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  /** Where the element starts and ends in the HTML. */
  from: number;
  to: number;
  /** Where its content starts (its start tag's end) and ends (its end tag's start, where one is written). */
  innerFrom: number;
  innerTo: number | undefined;
}

/** A change to the HTML: the text from `from` to `to` replaced by `text` (nothing, to remove it). */
export interface Edit {
  from: number;
  to: number;
  text?: string;
}

/** Every element of the page, in the order their start tags come. */
export function elementsOf(html: string): Element[] {
  const done: Element[] = [];
  const open: Element[] = [];
  const parser = new Parser({
    onopentag(tag, attrs) {
      open.push({ tag, attrs, text: '', from: parser.startIndex, to: -1, innerFrom: parser.endIndex + 1, innerTo: 0 });
    },
    ontext(text) {
      const current = open.at(-1);
      if (current) current.text += text;
    },
    // A written end tag ends its element after itself. One the HTML leaves out ends it at once for a void element
    // (<meta>, closed as soon as it opens), else where the tag that closed it starts.
    onclosetag(_tag, implied) {
      const element = open.pop()!;
      const atOnce = parser.endIndex + 1 === element.innerFrom;
      done.push({
        ...element,
        to: !implied ? parser.endIndex + 1 : atOnce ? element.innerFrom : parser.startIndex,
        innerTo: implied ? undefined : parser.startIndex,
      });
    },
  });
  parser.end(html);
  return done.sort((a, b) => a.from - b.from);
}

/** The HTML with each edit made; edits must not overlap. */
export function splice(html: string, edits: readonly Edit[]): string {
  let out = html;
  for (const { from, to, text = '' } of [...edits].sort((a, b) => b.from - a.from || b.to - a.to)) {
    out = out.slice(0, from) + text + out.slice(to);
  }
  return out;
}
