import type { Page } from '@playwright/test';
import { listedPaths, pageContent, pages, site, siteUrl } from '../support/content.ts';
import { expect, test } from '../support/test.ts';

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** What a crawler reads: the page's HTML as served, with no script run. */
test.describe('search and social metadata', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of pages) {
    test(`${path} describes the company as schema.org data and has a social card`, async ({ page }) => {
      await page.goto(path);
      const [company] = await structuredData(page);
      expect(company).toMatchObject({ '@type': 'Organization', name: site.name, url: `${siteUrl}/` });
      expect(company!.sameAs).toEqual(site.social.map((s) => s.url));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${siteUrl}/social-card.png`);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    });
  }

  test('describes Edge Bridge as a software application', async ({ page }) => {
    await page.goto('/edge-bridge/');
    expect(await structuredData(page)).toContainEqual(
      expect.objectContaining({ '@type': 'SoftwareApplication', name: pageContent('edge-bridge').hero.heading }),
    );
  });

  test('describes the case study as an article', async ({ page }) => {
    await page.goto('/case-study-onsite-energy/');
    const heading = pageContent('case-study-onsite-energy').hero.heading;
    expect(await structuredData(page)).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: heading }),
    );
  });

  test('describes the compliance questions as an FAQ page', async ({ page }) => {
    await page.goto('/energy-management/');
    const faq = (await structuredData(page)).find((data) => data['@type'] === 'FAQPage');
    const questions = pageContent('energy-management').faq.items.map((item) => item.question);
    expect((faq!.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(questions);
  });
});

test.describe('files for crawlers and browsers', () => {
  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });

  test('the sitemap lists every page but the not-found page and those search engines should leave out', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const urls = (await Promise.all(sitemaps.map(async (p) => (await request.get(p)).text()))).join('');
    const listed = [...urls.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(listedPaths.map((path) => `${siteUrl}${path}`).sort());
  });

  test('the web manifest names the site and its icons exist', async ({ request }) => {
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      short_name: string;
      icons: { src: string }[];
    };
    expect(manifest.short_name).toBe(site.shortName);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('the social card is a 1200 × 630 image', async ({ request }) => {
    const png = await (await request.get('/social-card.png')).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
