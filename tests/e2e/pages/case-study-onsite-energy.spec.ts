import { pageContent } from '../../support/content';
import { expect, openPage, test } from '../../support/test';

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
});
