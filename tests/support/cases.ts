import type { Locator } from '@playwright/test';
import { site } from './content.ts';
import { expect } from './test.ts';

/** A case study as its file and the build give it. */
export interface Study {
  label: string;
  summary: string;
  sector: string;
  location: string;
  tags: string[];
  path: string;
  article: { results: { value: string; label: string }[] };
}

/**
 * Checks that a part of a page shows these case studies, in this order, each as a case card: its sector and place,
 * its headline result, its line of context and its tags, and one link to its page.
 */
export async function expectCaseCards(part: Locator, studies: readonly Study[]) {
  const cards = part.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(studies.map((study) => study.label));
  for (const [index, study] of studies.entries()) {
    const card = cards.nth(index);
    const [headline] = study.article.results;
    await expect(card).toContainText(`${study.sector} · ${study.location}`);
    await expect(card).toContainText(`${headline!.value} ${headline!.label}`);
    await expect(card).toContainText(study.summary);
    for (const tag of study.tags) await expect(card.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link', { name: `${site.ui.readCaseStudy}, ${study.label}` })).toHaveAttribute(
      'href',
      study.path,
    );
  }
}
