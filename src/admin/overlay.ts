import { linkPath } from '../lib/listing.ts';

/** A picture's file as the editor has it now: its address in the editor (a blob: URL), or undefined if unknown. */
type PictureUrl = (src: string) => string | undefined;
/** Each page by its route name: its name for people and its address. */
export type RouteTable = Readonly<Record<string, { label: string; path: string }>>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A picture from content, `{ src, alt, decorative }`, as the editor holds it. */
const isPicture = (value: unknown): value is { src: string; alt?: string; decorative?: boolean } =>
  isObject(value) && typeof value.src === 'string' && /^(\.\.\/images\/|blob:)/.test(value.src);

/** The file name a built picture was made from: sharp keeps it at the end of each size's address. */
function builtFile(built: unknown): string | undefined {
  const sharp = isObject(built) && isObject(built.src) ? built.src.childImageSharp : null;
  const data = isObject(sharp) && isObject(sharp.gatsbyImageData) ? sharp.gatsbyImageData : null;
  const fallback = isObject(data?.images) && isObject(data.images.fallback) ? data.images.fallback.src : undefined;
  return typeof fallback === 'string' ? fallback.split('/').at(-1) : undefined;
}

/**
 * The picture as the site's components read it (Picture.tsx): the built one while the entry names the same file,
 * with the words as typed; another file, from the editor's copy, at the built picture's size.
 */
function picture(edited: { src: string; alt?: string; decorative?: boolean }, built: unknown, url: PictureUrl): Json {
  const words = { alt: edited.alt ?? null, decorative: edited.decorative ?? null };
  if (isObject(built) && builtFile(built) === edited.src.split('/').at(-1)) return { ...built, ...words };
  // A picture uploaded but not saved yet is its blob: address until the entry is saved.
  const fileUrl = edited.src.startsWith('blob:') ? edited.src : url(edited.src);
  if (!fileUrl) return (built as Json) ?? null;
  const sharp = isObject(built) && isObject(built.src) ? built.src.childImageSharp : null;
  const size = isObject(sharp) && isObject(sharp.gatsbyImageData) ? sharp.gatsbyImageData : null;
  return {
    ...words,
    src: {
      childImageSharp: {
        gatsbyImageData: {
          layout: typeof size?.layout === 'string' ? size.layout : 'constrained',
          width: typeof size?.width === 'number' ? size.width : 640,
          height: typeof size?.height === 'number' ? size.height : 480,
          images: { fallback: { src: fileUrl } },
        },
      },
    },
  };
}

/**
 * The data a page's template got from the build (its page-data.json), with the entry's values as the editor holds
 * them now laid over it, key by key: words and numbers as they are being typed, items added or removed, pictures
 * from the editor's own copy. What the build works out from a value (a link's address, a page's name on a card, an
 * icon's drawing) stays as built: the preview shows the words, and the next build the rest.
 */
export function overlay(built: unknown, edited: unknown, url: PictureUrl, routes: RouteTable = {}): Json {
  if (edited === undefined) return (built as Json) ?? null;
  if (isPicture(edited)) return picture(edited, built, url);
  if (Array.isArray(edited)) {
    const items = Array.isArray(built) ? built : [];
    // A new item takes the shape of the last built one, so what the build adds to an item is there too.
    return edited.map((item, index) => overlay(items[index] ?? items.at(-1), item, url, routes));
  }
  if (isObject(edited)) {
    const base = isObject(built) ? built : {};
    const result: Record<string, Json> = { ...base };
    for (const [key, value] of Object.entries(edited)) result[key] = overlay(base[key], value, url, routes);
    return { ...result, ...linkTo(edited, routes) };
  }
  // A service, by route name, is the link the build made of it: to the page the editor names now.
  const page = typeof edited === 'string' && isObject(built) && 'route' in built ? routes[edited] : undefined;
  if (page) return { ...(built as Record<string, Json>), route: edited as string, label: page.label, to: page.path };
  // A name the build turns into something (an icon's drawing) keeps what the build made of it.
  if (isObject(built)) return built;
  // Words the build filled in ({page}, {company}…) stay as built until they are changed.
  if (typeof edited === 'string' && typeof built === 'string' && filledIn(edited, built)) return built;
  return edited as Json;
}

/**
 * A link's address as the build makes it, from the page it names now, at its part or
 * opened on its offer; and, unless it has words of its own, the page's name. Nothing for a page the table lacks.
 */
function linkTo(edited: Record<string, Json>, routes: RouteTable): Record<string, Json> {
  const page = typeof edited.route === 'string' ? routes[edited.route] : undefined;
  if (!page) return {};
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : null);
  const to = linkPath(page.path, text(edited.hash), text(edited.topic));
  return edited.label ? { to } : { to, label: page.label };
}

/** Whether `built` is `words` with each {placeholder} filled in by the build. */
function filledIn(words: string, built: string) {
  if (!/\{[a-z]+\}/.test(words)) return false;
  const pattern = words
    .split(/\{[a-z]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(`^${pattern}$`, 's').test(built);
}
