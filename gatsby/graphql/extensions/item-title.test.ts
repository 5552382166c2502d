import { resolverOf } from '../../../tests/support/resolvers.ts';
import { realContent } from '../../../tests/fixtures/real-content.ts';
import { itemTitle } from './item-title.ts';

describe('itemTitle', () => {
  const resolve = resolverOf(itemTitle);

  it('titles an item that links to a page with the page’s name, whatever the link’s own words', async () => {
    const linked = { title: 'Old name', link: { label: 'Learn more', route: 'industrial-iot-controls' } };
    expect(await resolve(linked, 'title')).toBe(realContent.labels['industrial-iot-controls']!.label);
  });

  it('titles any other item with its own title, the company’s facts filled in', async () => {
    expect(await resolve({ title: 'Twins by {company}' }, 'title')).toBe(`Twins by ${realContent.site.name}`);
  });
});
