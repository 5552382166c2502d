/**
 * @jest-environment node
 */
import { outlineText as outlineIn } from './outline-text.ts';

const outlineText = (svg: string) => outlineIn(svg, process.cwd());

/** The x coordinates of a path's points, from its data. */
const xs = (d: string) => [...d.matchAll(/[MLQCZ]\s*([-\d.]+)/g)].map((m) => Number(m[1]));
/** The first path's data and the attributes after it; a test fails here if there is none. */
const path = (svg: string) => {
  const match = /<path d="([^"]+)"([^>]*)\/>/.exec(svg);
  if (!match) throw new Error(`No path in ${svg}`);
  return { d: match[1] ?? '', paint: match[2] ?? '' };
};

describe("words in a drawing, outlined in the site's typeface", () => {
  it('replaces each <text> by a path in its colour, and leaves no text for a fallback font to draw', async () => {
    const svg = await outlineText(
      '<svg><text x="100" y="50" font-size="40" font-weight="700" fill="#5FD4EA">OPC UA</text><rect/></svg>',
    );
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/<rect\/>/);
    expect(path(svg).paint).toBe(' fill="#5FD4EA"');
  });

  it('places the words by their anchor: from x, centred on it, or ending at it', async () => {
    const at = async (anchor: string) =>
      xs(path(await outlineText(`<svg><text x="500" y="50" font-size="40" text-anchor="${anchor}">Ab</text></svg>`)).d);
    const start = await at('start');
    const middle = await at('middle');
    const end = await at('end');
    expect(Math.min(...start)).toBeGreaterThanOrEqual(500);
    expect(Math.min(...middle)).toBeLessThan(500);
    expect(Math.max(...middle)).toBeGreaterThan(500);
    expect(Math.max(...end)).toBeLessThanOrEqual(500);
  });

  it('draws bold wider than regular, so the weight is read from the text', async () => {
    const width = async (weight: number) => {
      const d = path(
        await outlineText(`<svg><text x="0" y="50" font-size="40" font-weight="${weight}">mmmm</text></svg>`),
      ).d;
      return Math.max(...xs(d));
    };
    expect(await width(700)).toBeGreaterThan(await width(400));
  });

  it('reads entities as the characters they stand for', async () => {
    const escaped = path(await outlineText('<svg><text x="0" y="50" font-size="40">A&amp;B</text></svg>')).d;
    const plain = path(await outlineText('<svg><text x="0" y="50" font-size="40">A&B</text></svg>')).d;
    expect(escaped).toBe(plain);
  });

  it('outlines words whose smallest cut of the font fontkit cannot read', async () => {
    const svg = await outlineText(
      '<svg><text x="0" y="50" font-size="40" font-weight="700">Cloud Partner</text></svg>',
    );
    expect(path(svg).d).toMatch(/^M/);
  });

  it('refuses a <text> without its own size or position, naming it', async () => {
    await expect(outlineText('<svg><text x="0" y="10">Hi</text></svg>')).rejects.toThrow(
      'A <text> needs its own font-size: <text x="0" y="10">Hi</text>',
    );
  });
});
