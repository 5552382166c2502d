import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectCaseCards } from '../../support/cases.ts';
import {
  caseStudies,
  contentLink,
  fill,
  itemTitle,
  literally,
  moreLinkName,
  pageContent,
  pathFor,
  present,
  serviceLead,
  shownOn,
  site,
  socialName,
} from '../../support/content.ts';
import { expect, openPage, test } from '../../support/test.ts';

const home = pageContent('home');
const logoStrip = present(home.logos, 'home logos');
const testimonial = present(home.testimonial, 'home testimonial');
/** A picture's description: every picture these tests look for has one. */
const altOf = (picture: { alt?: string }) => present(picture.alt, 'picture description');

interface Item {
  title?: string;
  link?: { label?: string; route: string };
}
/** A part's "Learn more" links, [accessible name, href], from its items that link to a page. */
const moreLinks = (items: Item[]) =>
  items
    .filter((item) => item.link)
    .map((item) => [moreLinkName(contentLink(item.link!)[0], itemTitle(item)), pathFor(item.link!.route)] as const);

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/');
  });

  test('shows in the first screen on a desktop the whole client and accreditation strip and a linked result', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const logos = page.getByRole('list').filter({ has: page.getByRole('img', { name: altOf(logoStrip.items[0]!) }) });
    await expect(logos).toBeInViewport({ ratio: 1 });
    const [featured] = shownOn('/');
    const result = featured!.article.results[0]!;
    const proof = page.getByRole('link', { name: new RegExp(`^${literally(`${result.value} ${result.label}`)}`) });
    await expect(proof).toBeInViewport({ ratio: 1 });
    await expect(proof).toHaveAttribute('href', featured!.path);
  });

  test('keeps a linked result readable under the pointer, on the dark hero and on a light solution block', async ({
    page,
  }) => {
    const result = shownOn('/')[0]!.article.results[0]!;
    const hero = page.getByRole('link', { name: new RegExp(`^${literally(`${result.value} ${result.label}`)}`) });
    const solution = page.getByRole('link', { name: new RegExp(literally(site.ui.readCaseStudy)) }).last();
    for (const proof of [hero.first(), solution]) {
      await proof.hover();
      await expectNoAxeViolations(page);
    }
  });

  test('ends its first screen on a phone with that result rather than art alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const result = shownOn('/')[0]!.article.results[0]!;
    await expect(page.getByRole('link', { name: new RegExp(`^${literally(result.value)}`) })).toBeInViewport({
      ratio: 1,
    });
  });

  test('opens with the headline, tagline and two calls to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
    await expect(page.getByText(present(home.hero.tagline, 'home tagline'))).toBeVisible();
    for (const [label, href] of present(home.hero.actions, 'home hero buttons').map(contentLink)) {
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('loads the hero illustration eagerly and every other image lazily', async ({ page }) => {
    const images = page.getByRole('main').locator('img:not([aria-hidden="true"])');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    const rest = await images.evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
  });

  test('lists every service, linking those that have a page', async ({ page }) => {
    const services = page.getByRole('region', { name: home.services.intro.heading });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(home.services.items.map(itemTitle));
    const links = moreLinks(home.services.items);
    await expect(services.getByRole('link')).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(services.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('introduces the company with its statistics', async ({ page }) => {
    const about = page.getByRole('region', { name: home.about.intro.heading });
    for (const { value, label } of site.stats) {
      await expect(about.getByRole('term').filter({ hasText: label })).toBeVisible();
      await expect(about.getByRole('definition').filter({ hasText: value })).toBeVisible();
    }
  });

  test('runs the Who We Are story on from its intro, with the figures in one row under it on desktop', async ({
    page,
  }) => {
    const about = page.getByRole('region', { name: home.about.intro.heading });
    const intro = await about.getByText(present(home.about.intro.intro, 'home about introduction')).boundingBox();
    const first = await about.getByText(home.about.paragraphs[0]!).boundingBox();
    const last = await about.getByText(home.about.paragraphs.at(-1)!).boundingBox();
    // One text: the story starts a paragraph's space under the intro, not a section's.
    expect(first!.y - (intro!.y + intro!.height)).toBeLessThanOrEqual(24);
    const terms = await about.getByRole('term').all();
    const tops = await Promise.all(terms.map(async (term) => Math.round((await term.boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
    expect(tops[0]).toBeGreaterThan(last!.y + last!.height);
  });

  test('names the sectors it serves in a strip under the hero', async ({ page }) => {
    const strip = page.getByRole('region', { name: home.sectors.heading });
    await expect(strip.getByRole('listitem')).toHaveText(home.sectors.items.map((s) => s.name));
    const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
    const services = await page.getByRole('region', { name: home.services.intro.heading }).boundingBox();
    const box = await strip.boundingBox();
    expect(box!.y).toBeGreaterThan(hero!.y);
    expect(box!.y).toBeLessThan(services!.y);
  });

  test('shows the logos of its clients and accreditations under the sectors, each named', async ({ page }) => {
    const strip = page.getByRole('region', { name: logoStrip.heading });
    const logos = strip.getByRole('img');
    await expect(logos).toHaveCount(logoStrip.items.length);
    for (const [i, item] of logoStrip.items.entries()) await expect(logos.nth(i)).toHaveAccessibleName(altOf(item));
    const sectors = await page.getByRole('region', { name: home.sectors.heading }).boundingBox();
    const services = await page.getByRole('region', { name: home.services.intro.heading }).boundingBox();
    const box = await strip.boundingBox();
    expect(box!.y).toBeGreaterThan(sectors!.y + sectors!.height);
    expect(box!.y + box!.height).toBeLessThan(services!.y);
  });

  test('shows the featured case studies, newest first, and leads to all of them', async ({ page }) => {
    const band = page.getByRole('region', { name: home.caseStudies.intro.heading });
    const featured = caseStudies.filter((study) => study.featured);
    expect(shownOn('/').map((study) => study.label)).toEqual(
      featured.sort((a, b) => b.date.localeCompare(a.date)).map((study) => study.label),
    );
    await expectCaseCards(band, shownOn('/'));
    await expect(band.getByRole('link', { name: home.caseStudies.all })).toHaveAttribute(
      'href',
      pathFor('case-studies'),
    );
  });

  test('quotes a client by name, role and company, with their photo, after the track record', async ({ page }) => {
    const quote = testimonial;
    const figure = page.getByRole('figure').filter({ has: page.getByRole('blockquote') });
    await expect(figure.getByRole('blockquote')).toHaveText(fill(quote.text));
    await expect(figure).toContainText(`${quote.name}, ${quote.role}, ${quote.organisation}`);
    await expect(
      figure.getByRole('img', { name: fill(altOf(present(testimonial.photo, 'home testimonial photo'))) }),
    ).toBeVisible();
    const record = await page.getByRole('region', { name: home.caseStudies.intro.heading }).boundingBox();
    expect((await figure.boundingBox())!.y).toBeGreaterThan(record!.y + record!.height);
  });

  test('shows every industry solution, each with an illustration and a Learn more link', async ({ page }) => {
    const solutions = page.getByRole('region', { name: home.solutions.intro.heading });
    const { items } = home.solutions;
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(items.map(itemTitle));
    await expect(solutions.getByRole('img')).toHaveCount(items.length);
    const links = moreLinks(items);
    // Its Learn more links, and one proof link a block (the next test).
    await expect(solutions.getByRole('link')).toHaveCount(links.length + items.length);
    for (const [name, href] of links) {
      await expect(solutions.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('leads each industry solution with a result of its service’s work, linked to that case study', async ({
    page,
  }) => {
    const blocks = page.getByRole('region', { name: home.solutions.intro.heading }).locator('ol > li');
    for (const [i, item] of home.solutions.items.entries()) {
      const study = serviceLead(item.link.route)!;
      expect(study.services).toContain(item.link.route);
      const result = study.article.results[0]!;
      const name = `${result.value} ${result.label} ${study.label}: ${site.ui.readCaseStudy}`;
      const proof = blocks.nth(i).getByRole('link', { name });
      await expect(proof).toHaveAttribute('href', study.path);
      const description = blocks.nth(i).getByText(fill(item.description));
      expect((await proof.boundingBox())!.y).toBeLessThan((await description.boundingBox())!.y);
    }
  });

  test('alternates image and text sides on desktop', async ({ page }) => {
    const blocks = page.getByRole('region', { name: home.solutions.intro.heading }).locator('ol > li');
    const { length } = home.solutions.items;
    await expect(blocks).toHaveCount(length);
    const sides = [];
    for (let i = 0; i < length; i += 1) {
      const image = await blocks.nth(i).getByRole('img').boundingBox();
      const heading = await blocks.nth(i).getByRole('heading').boundingBox();
      sides.push(image!.x < heading!.x ? 'image-left' : 'image-right');
    }
    expect(sides).toEqual(sides.map((_, i) => (i % 2 === 0 ? 'image-left' : 'image-right')));
  });

  test('ends with a contact section holding the company social links', async ({ page }) => {
    const contact = page.getByRole('region', { name: home.contact.intro.heading });
    for (const social of site.social) {
      await expect(contact.getByRole('link', { name: socialName(social) })).toHaveAttribute('target', '_blank');
    }
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
