import { groupLinks, type LinkGroup, navigation, pages, pathFor, routes, routeSummary, site } from '../support/content';
import { expect, openPage, test, widths } from '../support/test';

/** The header's drop-downs, each with its links as the visitor sees them, [label, href], from content. */
const menus: Record<string, [string, string][]> = Object.fromEntries(
  navigation.header.menus.map((menu: LinkGroup & { label: string }) => [menu.label, groupLinks(menu)]),
);
const [services, products, caseStudies] = Object.keys(menus) as [string, string, string];
const links: [string, string][] = groupLinks(navigation.header);
const cta = groupLinks({ links: [navigation.header.cta] })[0]!;
/** The page a link in the Services menu leads to, and that page's heading. */
const serviceLink = menus[services]!.at(-1)!;
const productLink = menus[products]![0]!;
const headingAt = (href: string) => pages.find((page) => page.path === href)!.content.hero.heading;
/** The route a path belongs to. */
const routeAt = (href: string) => routes.find((route) => route.path === href)!.name;
const caseStudyPath = pages.find((page) => page.template === 'case-study')!.path;

test.describe('header on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/about/', widths.desktop);
  });

  const nav = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('navigation', { name: navigation.header.label });
  /** A drop-down is open when its first link shows (its button's expanded state is the browser's own). */
  const firstLink = (page: import('@playwright/test').Page, menu: string) =>
    nav(page).getByRole('link', { name: menus[menu]![0]![0], exact: true });

  test('links the logo home and shows the plain links and the call to action', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.shortName} ${site.ui.homeLink}` })).toHaveAttribute(
      'href',
      '/',
    );
    for (const [label, href] of [...links, cta]) {
      await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: site.ui.menuOpen })).toBeHidden();
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('banner')).toBeInViewport();
    expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0 });
  });

  for (const [menu, links] of Object.entries(menus)) {
    test(`opens the ${menu} drop-down on click with its links`, async ({ page }) => {
      await expect(firstLink(page, menu)).toBeHidden();
      await nav(page).getByRole('button', { name: menu }).click();
      for (const [label, href] of links) {
        await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
        await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    });
  }

  test('lists the newest featured case study, and leads to all of them', async ({ page }) => {
    const [newest, newestHref] = menus[caseStudies]![0]!;
    const [all, allHref] = menus[caseStudies]!.find(([, href]) => href === pathFor('case-studies'))!;
    await nav(page).getByRole('button', { name: caseStudies }).click();
    await expect(nav(page).getByRole('link', { name: newest, exact: true })).toHaveAttribute('href', newestHref);
    await nav(page).getByRole('link', { name: all, exact: true }).click();
    await expect(page).toHaveURL(allHref);
    await expect(nav(page).getByRole('button', { name: caseStudies })).toHaveAttribute('aria-current', 'true');
  });

  for (const menu of [products, caseStudies]) {
    test(`describes each page in the ${menu} menu by its summary`, async ({ page }) => {
      await nav(page).getByRole('button', { name: menu }).click();
      for (const [label, href] of menus[menu]!) {
        const link = nav(page).getByRole('link', { name: label, exact: true });
        await expect(link).toHaveAccessibleDescription(routeSummary(routeAt(href))!);
        await expect(nav(page).getByText(routeSummary(routeAt(href))!)).toBeVisible();
      }
    });
  }

  test('takes the visitor to a page chosen in a drop-down and closes it', async ({ page }) => {
    await nav(page).getByRole('button', { name: services }).click();
    await nav(page).getByRole('link', { name: serviceLink[0], exact: true }).click();
    await expect(page).toHaveURL(serviceLink[1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingAt(serviceLink[1]));
    await expect(firstLink(page, services)).toBeHidden();
  });

  test('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: services });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(firstLink(page, services)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(firstLink(page, services)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('link', { name: menus[services]![1]![0], exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(firstLink(page, services)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink(page, services)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens with ArrowDown on the button and focuses the first link', async ({ page }) => {
    const trigger = nav(page).getByRole('button', { name: products });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(firstLink(page, products)).toBeFocused();
  });

  test('opens on hover, stays open on the way to its links, and closes when the pointer leaves', async ({ page }) => {
    await nav(page).getByRole('button', { name: caseStudies }).hover();
    await expect(firstLink(page, caseStudies)).toBeVisible();
    await firstLink(page, caseStudies).hover();
    await expect(firstLink(page, caseStudies)).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(firstLink(page, caseStudies)).toBeHidden();
  });

  test('keeps one drop-down open at a time', async ({ page }) => {
    await nav(page).getByRole('button', { name: services }).click();
    await nav(page).getByRole('button', { name: products }).click();
    await expect(firstLink(page, products)).toBeVisible();
    await expect(firstLink(page, services)).toBeHidden();
  });

  test('closes an open drop-down on a click elsewhere in the page, or when focus leaves it', async ({ page }) => {
    await nav(page).getByRole('button', { name: services }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(firstLink(page, services)).toBeHidden();
    await nav(page).getByRole('button', { name: products }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(firstLink(page, products)).toBeHidden();
  });
});

test.describe('the current section in the header', () => {
  const nav = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('navigation', { name: navigation.header.label });

  test('marks the drop-down that holds the current page on desktop, and the page in it', async ({ page }) => {
    await openPage(page, serviceLink[1], widths.desktop);
    await expect(nav(page).getByRole('button', { name: services })).toHaveAttribute('aria-current', 'true');
    await expect(nav(page).getByRole('button', { name: products })).not.toHaveAttribute('aria-current');
    await nav(page).getByRole('button', { name: services }).click();
    await expect(nav(page).getByRole('link', { name: serviceLink[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('marks the Case Studies menu on a case study', async ({ page }) => {
    await openPage(page, caseStudyPath, widths.desktop);
    await expect(nav(page).getByRole('button', { name: caseStudies })).toHaveAttribute('aria-current', 'true');
  });

  test('marks a plain link on desktop, with no drop-down marked', async ({ page }) => {
    const [label, href] = links[0]!;
    await openPage(page, href, widths.desktop);
    await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    for (const menu of Object.keys(menus)) {
      await expect(nav(page).getByRole('button', { name: menu })).not.toHaveAttribute('aria-current');
    }
  });

  test('marks the current page in the mobile menu', async ({ page }) => {
    await openPage(page, productLink[1], widths.mobile);
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await expect(nav(page).getByRole('link', { name: productLink[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('header on mobile', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/', widths.mobile);
  });

  const list = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').getByRole('navigation', { name: navigation.header.label });

  test('hides the desktop links behind a menu button', async ({ page }) => {
    await expect(page.getByRole('button', { name: services })).toBeHidden();
    await expect(page.getByRole('button', { name: site.ui.menuOpen })).toBeVisible();
    await expect(list(page)).toBeHidden();
  });

  test('opens a stacked list with every header link, and closes it again', async ({ page }) => {
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    await button.click();
    await expect(list(page)).toBeVisible();
    for (const links of Object.values(menus)) {
      for (const [label, href] of links) {
        await expect(list(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
    for (const [label, href] of [...links, cta]) {
      await expect(list(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await button.click();
    await expect(list(page)).toBeHidden();
  });

  test('lists the plain links under a title of their own, apart from the case studies', async ({ page }) => {
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    const own = list(page).getByRole('list', { name: navigation.header.linksTitle });
    for (const [label, href] of links) {
      await expect(own.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      await expect(list(page).getByRole('list', { name: caseStudies }).getByRole('link', { name: label })).toHaveCount(
        0,
      );
    }
  });

  test('closes when a link is chosen and shows the new page', async ({ page }) => {
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await page.getByRole('banner').getByRole('link', { name: productLink[0], exact: true }).click();
    await expect(page).toHaveURL(productLink[1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingAt(productLink[1]));
    await expect(list(page)).toBeHidden();
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    const button = page.getByRole('button', { name: site.ui.menuOpen });
    await button.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens and closes before the page has loaded any script', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/about/');
    await page.getByRole('button', { name: site.ui.menuOpen }).click();
    await expect(list(page).getByRole('link', { name: productLink[0], exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
  });
});
