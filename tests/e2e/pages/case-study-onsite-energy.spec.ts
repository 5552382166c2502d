import type { Page } from '@playwright/test';
import { expectCaseCards } from '../../support/cases.ts';
import { contentLink, filtersOf, pageContent, present, shownOn } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

const study = pageContent('case-study-onsite-energy');
const words = pageContent('case-studies').study;
const chart = present(study.evidence?.chart, 'on-site energy chart');
const articleImage = present(study.article.image, 'on-site energy article picture');
/** The index's listing of the study's sector, which its sector links to. */
const filters = filtersOf('/case-studies/');
const sectorListing = filters.find((filter) => filter.label === study.sector)!.to;

/** The case study itself: the first article on the page (its related work comes after it, as cards). */
const articleOf = (page: Page) => page.getByRole('article').first();

test.describe('on-site energy case study', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/case-study-onsite-energy/');
  });

  test('reads as an article: the chart, the brief, the delivery, the results, then the rest of the proof', async ({
    page,
  }) => {
    const article = articleOf(page);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      chart.intro.heading,
      ...study.article.sections.map((s) => s.heading),
      words.evidence.system,
      words.evidence.timeline,
      words.evidence.team,
    ]);
    for (const result of study.article.results) await expect(article).toContainText(result.value);
    await expect(article.getByRole('img', { name: articleImage.alt })).toBeAttached();
  });

  test('names its client, sector, place, length and services, linking the sector’s case studies and the services', async ({
    page,
  }) => {
    /** The value of a fact, by its label: the <dd> after the <dt>. */
    const fact = (label: string) =>
      articleOf(page).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    await expect(fact(words.facts.client)).toHaveText(study.client);
    await expect(fact(words.facts.location)).toHaveText(study.location);
    await expect(fact(words.facts.duration)).toHaveText(study.duration);
    await expect(fact(words.facts.sector).getByRole('link', { name: study.sector })).toHaveAttribute(
      'href',
      sectorListing,
    );
    const services = study.services.map((route) => contentLink({ route }));
    await expect(fact(words.facts.services).getByRole('link')).toHaveText(services.map(([label]) => label));
    for (const [label, href] of services) {
      await expect(fact(words.facts.services).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('quotes the client as the home page does: name, role and organisation', async ({ page }) => {
    const quote = present(study.article.quote, 'on-site energy quote');
    const figure = page.getByRole('figure').filter({ has: page.locator('blockquote') });
    await expect(figure.locator('blockquote')).toHaveText(quote.text);
    await expect(figure.locator('figcaption')).toHaveText(`${quote.name}, ${quote.role}, ${quote.organisation}`);
  });

  for (const width of Object.values(widths)) {
    test(`starts its text where the hero's starts, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
      const article = articleOf(page);
      for (const heading of await article.getByRole('heading', { level: 2 }).all()) {
        expect((await heading.boundingBox())!.x).toBeCloseTo(hero!.x, 0);
      }
      const paragraph = await article.getByText(study.article.sections[0]!.paragraphs[0]!).boundingBox();
      expect(paragraph!.x).toBeCloseTo(hero!.x, 0);
    });
  }

  test('sets its key facts under the hero’s headline figure on desktop, beside the text', async ({ page }) => {
    const figure = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByText(study.article.results[0]!.value, { exact: true });
    // The panel the figure is drawn in, hidden from screen readers (the article has the figure for them).
    const picture = await figure.locator('xpath=ancestor::div[@aria-hidden="true"][1]').boundingBox();
    const facts = await articleOf(page).getByRole('term').first().boundingBox();
    const text = await articleOf(page).getByRole('heading', { level: 2 }).first().boundingBox();
    expect(facts!.x).toBeGreaterThanOrEqual(picture!.x);
    expect(facts!.x).toBeLessThan(picture!.x + 32);
    // Beside the text: level with its first heading.
    expect(Math.abs(facts!.y - text!.y)).toBeLessThan(text!.height);
  });

  test('gives its payback with the cost and the yearly saving that make it, beside the headline figures', async ({
    page,
  }) => {
    const evidence = present(study.evidence, 'on-site energy evidence');
    const [cost, saving] = [present(evidence.cost, 'its cost'), present(evidence.saving, 'its saving')];
    const detail = words.evidence.paybackDetail.replace('{cost}', cost).replace('{saving}', saving);
    const payback = articleOf(page).getByRole('definition').filter({ hasText: evidence.payback! });
    await expect(payback).toBeVisible();
    await expect(articleOf(page).getByText(detail, { exact: true })).toBeVisible();
  });

  test('runs its body text at most about 68 characters a line', async ({ page }) => {
    const paragraphs = articleOf(page).locator('section p');
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

  test('ends with three more case studies, related first, then a call to action to the contact page', async ({
    page,
  }) => {
    const more = page.getByRole('region', { name: words.more.heading });
    const related = shownOn('/case-study-onsite-energy/');
    expect(related).toHaveLength(3);
    expect(related[0]!.services.some((service: string) => study.services.includes(service))).toBe(true);
    await expectCaseCards(more, related);
    const cta = page.getByRole('region', { name: study.cta.heading });
    const [label, href] = contentLink(study.cta.actions[0]!);
    await expect(cta.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
