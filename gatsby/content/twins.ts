/**
 * What a visitor tells pages apart by, in the owner's words: the same on two pages, a visitor sees two cards, two
 * search results, two headings or two pictures alike and cannot tell which is which.
 */
const toldApartBy = [
  { keys: ['label'], name: 'label' },
  { keys: ['summary'], name: 'card text' },
  { keys: ['hero', 'heading'], name: 'main heading' },
  { keys: ['seo', 'title'], name: 'search title' },
  { keys: ['seo', 'description'], name: 'search description' },
  // A case study's picture shows its own plant or drawing: on a second study it claims that project as this one's.
  // (A page's hero may reuse a picture the site has: the editor offers that.)
  { keys: ['article', 'image', 'src'], name: 'picture' },
] as const;

const valueAt = (data: unknown, keys: readonly string[]) => {
  const value = keys.reduce<unknown>(
    (part, key) => (part && typeof part === 'object' ? (part as Record<string, unknown>)[key] : undefined),
    data,
  );
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().replace(/\s+/g, ' ') : null;
};

const listed = (names: readonly string[]) => new Intl.ListFormat('en-GB').format(names);

/**
 * Pages that share what a visitor tells them apart by: one line for each later page, naming the earlier one and
 * everything they share (a case study copied and saved unchanged shares all five). `files` maps each page's file,
 * as the owner knows it, to its content.
 */
export function twinProblems(files: Record<string, unknown>): string[] {
  const entries = Object.entries(files);
  return entries.flatMap(([file, data], at) =>
    entries.slice(0, at).flatMap(([earlier, other]) => {
      const shared = toldApartBy
        .filter(({ keys }) => {
          const value = valueAt(data, keys);
          return value !== null && value === valueAt(other, keys);
        })
        .map(({ name }) => name);
      return shared.length === 0
        ? []
        : [
            `${file}: its ${listed(shared)} ${shared.length > 1 ? 'are those' : 'is that'} of ${earlier}, so visitors cannot tell the two apart: give it its own`,
          ];
    }),
  );
}
