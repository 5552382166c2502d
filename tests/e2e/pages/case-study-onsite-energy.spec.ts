import { pageContent } from '../../support/content';
import { expect, openPage, test, widths } from '../../support/test';

const study = pageContent('case-study-onsite-energy');

test.describe('on-site energy case study', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/case-study-onsite-energy/');
  });

  test('reads as an article with the brief, the delivery and the results', async ({ page }) => {
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(
      study.article.sections.map((s: { heading: string }) => s.heading),
    );
    for (const result of study.article.results) await expect(article).toContainText(result.value);
    await expect(article.getByRole('img', { name: study.article.image.alt })).toBeAttached();
  });

  test('quotes the client with attribution', async ({ page }) => {
    const { quote } = study.article;
    const figure = page.getByRole('figure').filter({ has: page.locator('blockquote') });
    await expect(figure.locator('blockquote')).toHaveText(quote.text);
    await expect(figure.locator('figcaption')).toHaveText(`${quote.name}, ${quote.organisation}`);
  });

  for (const width of Object.values(widths)) {
    test(`starts its text where the hero's starts, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
      const article = page.getByRole('article');
      for (const heading of await article.getByRole('heading', { level: 2 }).all()) {
        expect((await heading.boundingBox())!.x).toBeCloseTo(hero!.x, 0);
      }
      const paragraph = await article.getByText(study.article.sections[0].paragraphs[0]).boundingBox();
      expect(paragraph!.x).toBeCloseTo(hero!.x, 0);
    });
  }

  test('sets its key facts under the hero picture on desktop, beside the text', async ({ page }) => {
    const picture = await page.getByRole('img', { name: study.hero.image.alt }).boundingBox();
    const facts = await page.getByRole('article').getByRole('term').first().boundingBox();
    const text = await page.getByRole('article').getByRole('heading', { level: 2 }).first().boundingBox();
    expect(facts!.x).toBeGreaterThanOrEqual(picture!.x);
    expect(facts!.x).toBeLessThan(picture!.x + 32);
    expect(facts!.y).toBeLessThan(text!.y);
  });

  test('runs its body text at most about 68 characters a line', async ({ page }) => {
    const paragraphs = page.getByRole('article').locator('section p');
    await expect(paragraphs.first()).toBeVisible();
    const longest = await paragraphs.evaluateAll((all) =>
      Math.max(
        ...all.flatMap((paragraph) => {
          // Each word's box, grouped into lines by where it sits; a line's length counts its words and spaces.
          const text = paragraph.firstChild as Text;
          const lines = new Map<number, number>();
          const range = document.createRange();
          for (const match of text.data.matchAll(/\S+/g)) {
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const top = Math.round(range.getClientRects()[0]!.top);
            lines.set(top, (lines.get(top) ?? -1) + match[0].length + 1);
          }
          return [...lines.values()];
        }),
      ),
    );
    expect(longest).toBeGreaterThan(50);
    expect(longest).toBeLessThanOrEqual(70);
  });

  test('ends with more of our work, then a call to action to the contact page', async ({ page }) => {
    const more = page.getByRole('region', { name: study.more.intro.heading });
    for (const link of study.more.links) {
      await expect(more.getByRole('link', { name: link.label })).toHaveAttribute('href', new RegExp(`#${link.hash}$`));
    }
    const cta = page.getByRole('region', { name: study.cta.heading });
    await expect(cta.getByRole('link', { name: study.cta.actions[0].label })).toHaveAttribute('href', '/contact/');
  });
});
