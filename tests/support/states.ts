import type { Locator, Page } from '@playwright/test';
import { replies } from '../mocks/handlers.ts';
import { contactForm, touchForm, typed } from './contact-form.ts';
import { expect, type Network, widths } from './test.ts';
import { present, type Words } from './words.ts';

/**
 * Every interactive state a visitor can bring a page into, shared by the accessibility scans and the
 * screenshot baselines: how to open it, and the part of the page to photograph.
 */
export interface State {
  name: string;
  path: string;
  width: number;
  open: (page: Page, network: Network) => Promise<void>;
  /** The part of the page the screenshot shows; the viewport when absent. */
  target?: (page: Page) => Locator;
  /** Scroll this into view and photograph the viewport, for states with notices fixed to the viewport. */
  viewportAt?: (page: Page) => Locator;
  /**
   * The state ends by itself after a while (a success notice clears, a send with no answer gives up): the test
   * installs Playwright's clock before the page loads, `open` holds it, and the test lets it run for the scan.
   */
  expires?: boolean;
}

const tab = (label: string) => (page: Page) => page.getByRole('tab', { name: label, exact: true }).click();
const region = (heading: string) => (page: Page) => page.getByRole('region', { name: heading });

// Sheets and menus are fixed to the viewport, so they are photographed with it.
const dialog = (page: Page) => page.getByRole('dialog');

/** Presses a sheet's button and waits for the sheet, so it is there to scan. */
const openSheet = (button: (page: Page) => Locator) => async (page: Page) => {
  await button(page).click();
  await dialog(page).waitFor();
};
const banner = (page: Page) => page.getByRole('banner');

const perWidth = (make: (device: string, width: number) => State[]) =>
  Object.entries(widths).flatMap(([device, width]) => make(device, width));

/**
 * Every state, with the words of the content the build was made from: the screenshots' frozen copy of the content
 * (tests/visual/content), so that an owner's copy edit cannot change which button a state presses.
 */
export function statesFor({ form: formText, inputName, navigation, pageContent, site }: Words): State[] {
  const ai = pageContent('ai-solutions');
  const monitoring = present(ai.monitoring, 'AI solutions monitoring chart');
  const dp = pageContent('industrial-data-platforms');
  const energy = pageContent('energy-management');
  const profile = present(energy.profile, 'energy management load profile');
  const index = pageContent('case-studies');

  async function submitForm(page: Page, { filled }: { filled: boolean }) {
    const form = contactForm(page);
    if (filled) {
      for (const [input, value] of Object.entries(typed)) {
        await form.getByRole('textbox', { name: inputName(input as keyof typeof typed) }).fill(value);
      }
    }
    await form.getByRole('button', { name: formText.submit }).click();
  }

  /** The contact form in each of its states, on /contact/, waiting until the state shows. */
  const formStates = (device: string, width: number): State[] =>
    [
      { state: 'invalid', reply: replies.success, filled: false, shows: formText.inputs.name.required },
      { state: 'submitting', reply: replies.noAnswer, filled: true, shows: formText.sending, expires: true },
      { state: 'success', reply: replies.success, filled: true, shows: formText.notices.success.title, expires: true },
      { state: 'failure', reply: () => replies.status(500), filled: true, shows: formText.notices.failure.text },
    ].map(({ state, reply, filled, shows, expires }) => ({
      name: `form-${state}-${device}`,
      path: '/contact/',
      width,
      open: async (page: Page, network: Network) => {
        network.use(reply());
        // A state that ends by itself is opened on a held clock: once the form works (its code runs as a pointer
        // comes over it), only the test moves time on.
        await touchForm(page);
        if (expires) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await submitForm(page, { filled });
        await page.getByText(shows).first().waitFor();
      },
      viewportAt: contactForm,
      expires,
    }));

  return perWidth((device, width) => [
    ...formStates(device, width),
    ...ai.technologies.items.map((item) => ({
      name: `ai-tab-${item.id}-${device}`,
      path: '/ai-solutions/',
      width,
      open: tab(item.label),
      target: region(ai.technologies.intro.heading),
    })),
    {
      name: `ai-sheet-${device}`,
      path: '/ai-solutions/',
      width,
      open: openSheet((page) =>
        page.getByRole('button', { name: `${ai.technologies.learnMore}, ${ai.technologies.items[0]!.label}` }),
      ),
      viewportAt: dialog,
    },
    ...dp.industries.items.map((item) => ({
      name: `data-platforms-tab-${item.id}-${device}`,
      path: '/industrial-data-platforms/',
      width,
      open: tab(item.label),
      target: region(dp.industries.intro.heading),
    })),
    {
      // A filter of the case-study index, chosen by its link: the page of that listing, at the listing.
      name: `case-studies-filtered-${device}`,
      path: '/case-studies/',
      width,
      open: async (page: Page) => {
        const filter = page.getByRole('navigation', { name: index.filters.label }).getByRole('link').nth(1);
        await filter.click();
        await expect(filter).toHaveAttribute('aria-current', 'page');
      },
      viewportAt: (page: Page) => page.getByRole('navigation', { name: index.filters.label }),
    },
    {
      name: `energy-faq-open-${device}`,
      path: '/energy-management/',
      width,
      open: (page) => page.getByRole('heading', { name: energy.faq.items[0]!.question }).click(),
      target: region(energy.faq.intro.heading),
    },
    {
      name: `energy-figures-open-${device}`,
      path: '/energy-management/',
      width,
      open: (page) => page.getByText(profile.tableLabel).click(),
      target: (page) => region(profile.intro.heading)(page).getByRole('table'),
    },
    {
      name: `ai-figures-open-${device}`,
      path: '/ai-solutions/',
      width,
      open: (page) => page.getByText(monitoring.tableLabel).click(),
      target: (page) => region(monitoring.intro.heading)(page).getByRole('table'),
    },
    ...(device === 'mobile'
      ? [
          {
            name: 'menu-mobile',
            path: '/',
            width,
            open: (page: Page) => page.getByRole('button', { name: site.ui.menuOpen }).click(),
            viewportAt: banner,
          },
        ]
      : navigation.header.menus.map(({ label: menu }) => ({
          name: `menu-${menu.toLowerCase().replace(' ', '-')}-desktop`,
          path: '/',
          width,
          // By keyboard, so moving the pointer away for the screenshot cannot close the menu.
          open: async (page: Page) => {
            await page.getByRole('banner').getByRole('button', { name: menu }).focus();
            await page.keyboard.press('Enter');
          },
          viewportAt: banner,
        }))),
  ]);
}
