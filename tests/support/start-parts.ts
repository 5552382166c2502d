import type { Locator, Page } from '@playwright/test';
import { field, typed } from './contact-form.ts';
import { filtersOf, form, pageContent, present, site } from './content.ts';
import { headerNav, menus, services } from './header.ts';
import type { Moment } from './moments.ts';
import { expect, widths } from './test.ts';

/** A press of the pointer where it is: down, then up. */
export async function tap(page: Page) {
  await page.mouse.down();
  await page.mouse.up();
}

const ai = pageContent('ai-solutions');
const dp = pageContent('industrial-data-platforms');
const energy = pageContent('energy-management');
const configuration = present(pageContent('edge-bridge').configuration, 'Edge Bridge configuration file');
const filter = filtersOf('/case-studies/')[1]!;

/**
 * One interactive part of the site: where it is, how a visitor presses it, and what that press must leave on the
 * page. `holds` is checked twice: once the press has shown its result, and again once the page has hydrated and 3 s
 * have passed, when nothing may have closed, reset or moved it.
 */
export interface Part {
  name: string;
  path: string;
  width: number;
  /** The island it lives in, if any: after hydration the test waits for it to work. */
  island?: string;
  /** The moments it can be pressed at: all, unless it is offered only once its code works. */
  from?: Moment[];
  /**
   * The control pressed. Before the moment comes it is brought into view and the pointer put on it (or, for a key,
   * focus), so that at the moment only the press is left. None for a scroll: the pointer is put mid-page.
   */
  control?: (page: Page) => Locator;
  /** Pressed with a key, so the control is focused beforehand. */
  byKey?: boolean;
  /** What the visitor does at the moment: a press of the pointer (down, then up), unless said otherwise. */
  press?: (page: Page) => Promise<void>;
  holds: (page: Page, timeout?: number) => Promise<void>;
}

const tabPart = (name: string, path: string, width: number, island: string, label: string, heading: string) => ({
  name,
  path,
  width,
  island,
  control: (page: Page) => page.getByRole('tablist', { name: heading }).getByRole('tab', { name: label }),
  holds: async (page: Page, timeout?: number) => {
    const list = page.getByRole('tablist', { name: heading });
    await expect(list.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true', { timeout });
    await expect(page.getByRole('tabpanel', { name: label })).toBeVisible({ timeout });
  },
});

const answered = energy.faq.items[1]!.question;
const sheetOf = ai.technologies.items[0]!.label;
const [dropdownLink] = menus[services]![0]!;
const scrolledTo = 600;
const filterLink = (page: Page) =>
  page
    .getByRole('navigation', { name: pageContent('case-studies').filters.label })
    .getByRole('link', { name: new RegExp(`^${filter.label}`) });
const topic = (page: Page) => page.getByRole('combobox', { name: form.inputs.topic.label });

/** Every interactive part of the site, once each: the start-up matrix presses each at every moment. */
export const parts: Part[] = [
  {
    name: 'the mobile menu',
    path: '/',
    width: widths.mobile,
    control: (page) => page.getByRole('button', { name: site.ui.menuOpen }),
    holds: (page, timeout) => expect(headerNav(page)).toBeVisible({ timeout }),
  },
  {
    name: 'a header drop-down',
    path: '/',
    width: widths.desktop,
    control: (page) => page.getByRole('banner').getByRole('button', { name: services }),
    holds: (page, timeout) =>
      expect(page.getByRole('banner').getByRole('link', { name: dropdownLink, exact: true })).toBeVisible({ timeout }),
  },
  tabPart(
    'an AI technology tab',
    '/ai-solutions/',
    widths.mobile,
    'technology-tabs',
    ai.technologies.items[2]!.label,
    ai.technologies.intro.heading,
  ),
  tabPart(
    'an industry tab',
    '/industrial-data-platforms/',
    widths.desktop,
    'industry-tabs',
    dp.industries.items[2]!.label,
    dp.industries.intro.heading,
  ),
  {
    name: 'a side sheet',
    path: '/ai-solutions/',
    width: widths.desktop,
    island: 'technology-tabs',
    control: (page) => page.getByRole('button', { name: `${ai.technologies.learnMore}, ${sheetOf}` }),
    holds: (page, timeout) => expect(page.getByRole('dialog', { name: sheetOf })).toBeVisible({ timeout }),
  },
  {
    name: 'an FAQ answer',
    path: '/energy-management/',
    width: widths.mobile,
    control: (page) => page.getByText(answered, { exact: true }),
    holds: (page, timeout) =>
      expect(page.getByRole('group').filter({ hasText: answered })).toHaveAttribute('open', '', { timeout }),
  },
  {
    name: 'a case-study filter',
    path: '/case-studies/',
    width: widths.mobile,
    control: (page) => filterLink(page),
    holds: async (page, timeout) => {
      await expect(page).toHaveURL(new RegExp(`${filter.to}(#\\w+)?$`), { timeout });
      await expect(filterLink(page)).toHaveAttribute('aria-current', 'page', { timeout });
    },
  },
  {
    name: 'the copy button',
    path: '/edge-bridge/',
    width: widths.desktop,
    // It is not on offer until its code works: without it, it could do nothing.
    from: ['after hydration'],
    control: (page) => page.getByRole('button', { name: configuration.copy }),
    press: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await tap(page);
    },
    holds: async (page) => expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(configuration.code),
  },
  {
    name: 'typing in a form field',
    path: '/contact/',
    width: widths.mobile,
    island: 'contact-form',
    control: (page) => field(page, 'name'),
    press: async (page) => {
      await tap(page);
      await page.keyboard.type(typed.name, { delay: 40 });
    },
    holds: async (page, timeout) => {
      await expect(field(page, 'name')).toHaveValue(typed.name, { timeout });
      await expect(field(page, 'name')).toBeFocused({ timeout });
    },
  },
  {
    name: 'a topic chosen',
    path: '/contact/',
    width: widths.desktop,
    island: 'contact-form',
    control: (page) => topic(page),
    // A key on the focused select chooses the next topic, as a keyboard user would.
    byKey: true,
    press: (page) => page.keyboard.press('ArrowDown'),
    holds: (page, timeout) => expect(topic(page)).toHaveValue(form.offers[0]!.name, { timeout }),
  },
  {
    name: 'the page scrolled',
    path: '/',
    width: widths.mobile,
    press: async (page) => {
      await page.mouse.wheel(0, scrolledTo);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolledTo);
    },
    holds: async (page) => expect(await page.evaluate(() => scrollY)).toBe(scrolledTo),
  },
];
