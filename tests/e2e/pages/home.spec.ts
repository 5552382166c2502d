import { expectCaseCards } from '../../support/cases';
import { caseStudies, pageContent, shownOn } from '../../support/content';
import { expect, openPage, test, widths } from '../../support/test';

const home = pageContent('home');

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/');
  });

  test('opens with the headline, tagline and two calls to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Cloud & Industrial Data Experts');
    await expect(page.getByText('Bringing intelligence to industry')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Industrial Data Platforms' })).toHaveAttribute(
      'href',
      '/industrial-data-platforms/',
    );
    await expect(page.getByRole('link', { name: 'Explore Industrial Controls & IoT' })).toHaveAttribute(
      'href',
      '/industrial-iot-controls/',
    );
  });

  test('loads the hero illustration eagerly and every other image lazily', async ({ page }) => {
    const images = page.getByRole('main').locator('img:not([aria-hidden="true"])');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    const rest = await images.evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
  });

  test('lists six services, four of them linking to their page', async ({ page }) => {
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Azure Cloud Engineering',
      'Industrial Controls & IoT',
      'AI Solutions',
      'Digital Twins',
      'Industrial Data Platforms',
      'Energy Management',
    ]);
    const links = [
      ['Industrial Controls & IoT', '/industrial-iot-controls/'],
      ['AI Solutions', '/ai-solutions/'],
      ['Industrial Data Platforms', '/industrial-data-platforms/'],
      ['Energy Management', '/energy-management/'],
    ];
    await expect(services.getByRole('link')).toHaveCount(links.length);
    for (const [title, href] of links) {
      await expect(services.getByRole('link', { name: `Learn more, ${title}` })).toHaveAttribute('href', href!);
    }
  });

  test('introduces the company with the four statistics', async ({ page }) => {
    const about = page.getByRole('region', { name: 'Who We Are' });
    for (const [value, label] of [
      ['24+', 'Years of Experience'],
      ['12+', 'Industry Sectors'],
      ['50+ MW', 'Energy Controlled'],
      ['20K+', 'Data Points/Hour'],
    ]) {
      await expect(about.getByRole('term').filter({ hasText: label! })).toBeVisible();
      await expect(about.getByRole('definition').filter({ hasText: value! })).toBeVisible();
    }
  });

  test('sets the Who We Are text beside its figures on desktop, above them on mobile', async ({ page }) => {
    const about = page.getByRole('region', { name: 'Who We Are' });
    const text = await about.getByText(home.about.paragraphs[0]).boundingBox();
    const figures = await about.getByRole('term').first().boundingBox();
    expect(figures!.x).toBeGreaterThan(text!.x + text!.width);
    await page.setViewportSize({ width: widths.mobile, height: 900 });
    const stacked = await about.getByRole('term').first().boundingBox();
    const paragraph = await about.getByText(home.about.paragraphs[1]).boundingBox();
    expect(stacked!.y).toBeGreaterThan(paragraph!.y + paragraph!.height);
  });

  test('names the sectors it serves in a strip under the hero', async ({ page }) => {
    const strip = page.getByRole('region', { name: home.sectors.heading });
    await expect(strip.getByRole('listitem')).toHaveText(home.sectors.items.map((s: { name: string }) => s.name));
    const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
    const services = await page.getByRole('region', { name: 'Our Services' }).boundingBox();
    const box = await strip.boundingBox();
    expect(box!.y).toBeGreaterThan(hero!.y);
    expect(box!.y).toBeLessThan(services!.y);
  });

  test('shows the featured case studies, newest first, and leads to all of them', async ({ page }) => {
    const band = page.getByRole('region', { name: home.caseStudies.intro.heading });
    const featured = caseStudies.filter((study) => study.featured);
    expect(shownOn('/').map((study) => study.label)).toEqual(
      featured.sort((a, b) => b.date.localeCompare(a.date)).map((study) => study.label),
    );
    await expectCaseCards(band, shownOn('/'));
    await expect(band.getByRole('link', { name: home.caseStudies.all })).toHaveAttribute('href', '/case-studies/');
  });

  test('shows four industry solutions, each with an illustration and a Learn more link', async ({ page }) => {
    const solutions = page.getByRole('region', { name: 'Industry Solutions' });
    const targets = [
      ['Industrial Controls & IoT', '/industrial-iot-controls/'],
      ['Industrial Data Platforms', '/industrial-data-platforms/'],
      ['Energy Management', '/energy-management/'],
      ['AI Solutions', '/ai-solutions/'],
    ];
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(targets.map(([title]) => title!));
    await expect(solutions.getByRole('img')).toHaveCount(4);
    for (const [title, href] of targets) {
      await expect(solutions.getByRole('link', { name: `Learn more, ${title}` })).toHaveAttribute('href', href!);
    }
  });

  test('alternates image and text sides on desktop', async ({ page }) => {
    const blocks = page.getByRole('region', { name: 'Industry Solutions' }).locator('ol > li');
    const sides = [];
    for (let i = 0; i < 4; i += 1) {
      const image = await blocks.nth(i).getByRole('img').boundingBox();
      const heading = await blocks.nth(i).getByRole('heading').boundingBox();
      sides.push(image!.x < heading!.x ? 'image-left' : 'image-right');
    }
    expect(sides).toEqual(['image-left', 'image-right', 'image-left', 'image-right']);
  });

  test('ends with a contact section holding the company social links', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Get in Touch' });
    await expect(contact.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(contact.getByRole('link', { name: 'hello@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@example.co.uk',
    );
  });
});
