import { array, boolean, object, string } from 'yup';
import { asEditorWrites } from './editor-layout.ts';

const image = object({ src: string(), alt: string(), decorative: boolean() });
const page = object({
  label: string(),
  featured: boolean(),
  hero: object({ heading: string(), image }),
  people: array().of(object({ name: string(), image })),
  seo: object({ title: string(), noindex: boolean() }),
}).describe();

describe('asEditorWrites', () => {
  it('writes each tick box left out as false, in its place, inside lists too', () => {
    const written = asEditorWrites(
      {
        label: 'A',
        hero: { heading: 'H', image: { src: 'a.png', alt: 'A' } },
        people: [{ name: 'P', image: { src: 'p.png', alt: 'P', decorative: false } }, { name: 'Q' }],
        seo: { title: 'T' },
      },
      page,
    );
    expect(JSON.stringify(written)).toBe(
      JSON.stringify({
        label: 'A',
        featured: false,
        hero: { heading: 'H', image: { src: 'a.png', alt: 'A', decorative: false } },
        people: [{ name: 'P', image: { src: 'p.png', alt: 'P', decorative: false } }, { name: 'Q' }],
        seo: { title: 'T', noindex: false },
      }),
    );
  });

  it('keeps a tick box that is set, and leaves out no part and adds none but tick boxes', () => {
    const value = { label: 'A', featured: true, seo: { title: 'T', noindex: true } };
    expect(asEditorWrites(value, page)).toEqual(value);
  });

  it('puts the parts in the schema’s order, the editor’s, and a part it does not know last', () => {
    const written = asEditorWrites({ extra: 1, seo: { noindex: true, title: 'T' }, featured: true, label: 'A' }, page);
    expect(JSON.stringify(written)).toBe(
      JSON.stringify({ label: 'A', featured: true, seo: { title: 'T', noindex: true }, extra: 1 }),
    );
  });
});
