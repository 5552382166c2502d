/**
 * What the visitor benchmark does on each page, with the words it looks for read from content/, so a change of
 * copy cannot leave the benchmark looking for text that is gone. Each scenario names:
 * - path: the page it opens;
 * - at: when the measured press comes, in ms after the page's load event (a page load: how long it is watched);
 * - arms / shows: in-page function sources: which touch is the measured press, and what shows its result;
 * - holds: what shows the result still stands, checked again once it has shown (probe.ts), where not `shows`;
 * - kind: what the visitor does (see visitor.ts): load the page, tap, or fill the form and tap Send;
 * - repeat: how many times a round it runs (default once).
 */
import { siteContent } from '../project-json.ts';

/** A scenario: a page load, watched for `at` ms; or a press on `target` (an in-page function source) `at` ms in. */
export type Scenario = {
  name: string;
  path: string;
  at: number;
  repeat?: number;
  arms: string;
  shows: string;
  holds?: string;
} & ({ kind: 'load' } | { kind: 'tap' | 'form'; target: string });

const text = (value: string) => JSON.stringify(value);

/** An element a visitor sees with this exact text, among these selectors (evaluated in the page). */
const findByText = (selectors: string, label: string) =>
  `() => [...document.querySelectorAll(${text(selectors)})].find((el) => el.textContent.trim() === ${text(label)} && el.checkVisibility())`;

/** The item at `index` of a list in the content, or an error naming the list. */
function nth<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`${what} has no item ${index + 1}; the benchmark presses it`);
  return item;
}

/** What a visitor types into the contact form, field by field. */
export const typed = {
  name: 'Ada Lovelace',
  email: 'ada@plant.example',
  message: 'Our S7 line needs OPC UA into Azure.',
};

/**
 * When the menu and tab taps come, in ms after the load event: while the page's code arrives (0.5 s), while it
 * hydrates (1.5 s) and once it has (3 s). The menu is also tapped once the page is long settled (8 s).
 */
const pressTimes = [500, 1500, 3000];

export function scenarios(root: string): Scenario[] {
  const { site, form, navigation, pages, routes } = siteContent(root);
  const page = <Name extends keyof typeof pages>(name: Name) => {
    const file = pages[name];
    if (!file) throw new Error(`content/routes.json has no route ${name}`);
    return file;
  };
  const sentHeading = page('message-sent').hero.heading;
  const pathOf = (name: string) => {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`content/routes.json has no route ${name}`);
    return route.path;
  };
  const firstMenu = nth(navigation.header.menus, 0, 'The header');
  const firstMenuLink = pathOf(nth(firstMenu.links, 0, 'The first menu').route);

  const menu = (at: number): Scenario => ({
    name: `menu tap at ${at / 1000} s`,
    kind: 'tap',
    path: '/',
    at,
    target: findByText('header button, header summary', site.ui.menuOpen),
    arms: `(el) => Boolean(el.closest('header button, header summary'))`,
    shows: `() => [...document.querySelectorAll('header a[href=${text(firstMenuLink)}]')].some((a) => a.checkVisibility())`,
  });

  /** The second tab of a page's tab list (`second`: its label and description), and its panel showing it. */
  const tab = (route: string, second: { label: string; description: string }, at: number): Scenario => ({
    name: `${route} second tab at ${at / 1000} s`,
    kind: 'tap',
    path: pathOf(route),
    at,
    target: findByText('[role="tab"]', second.label),
    arms: `(el) => Boolean(el.closest('[role="tab"]'))`,
    shows: `() => [...document.querySelectorAll('[role="tabpanel"]')].some((panel) => panel.checkVisibility() && panel.textContent.includes(${text(second.description)}))`,
  });
  const aiPage = page('ai-solutions');
  const ai = aiPage.technologies.items;
  const secondAi = nth(ai, 1, 'The AI solutions page’s technologies');
  const dp = page('industrial-data-platforms').industries.items;

  /** The first tab's "Learn more", which opens a side sheet whose code the page does not load with it. */
  const sheet = (at: number): Scenario => ({
    name: `ai-solutions side sheet at ${at / 1000} s`,
    kind: 'tap',
    path: pathOf('ai-solutions'),
    at,
    target: findByText('[role="tabpanel"] button', aiPage.technologies.learnMore),
    arms: `(el) => Boolean(el.closest('[role="tabpanel"] button'))`,
    shows: `() => [...document.querySelectorAll('dialog, [role="dialog"]')].some((dialog) => dialog.checkVisibility() && dialog.textContent.includes(${text(nth(ai, 0, 'The AI solutions page’s technologies').label)}))`,
  });

  return [
    { name: 'page load', kind: 'load', path: '/', at: 5000, repeat: 3, arms: '() => false', shows: '() => false' },
    // The contact page starts with its form's scripts fetched but not run: the visitor's first touch runs them.
    {
      name: 'contact page load',
      kind: 'load',
      path: pathOf('contact'),
      at: 5000,
      repeat: 3,
      arms: '() => false',
      shows: '() => false',
    },
    ...pressTimes.map(menu),
    menu(8000),
    ...pressTimes.map((at) => tab('ai-solutions', secondAi, at)),
    ...pressTimes.map((at) => tab('industrial-data-platforms', nth(dp, 1, 'The data platforms page’s industries'), at)),
    sheet(1500),
    sheet(8000),
    {
      name: 'contact form typed from 1 s, then Send',
      kind: 'form',
      path: pathOf('contact'),
      at: 1000,
      target: findByText('form button[type="submit"]', form.submit),
      arms: `(el) => Boolean(el.closest('form button[type="submit"]'))`,
      shows: `() => document.body.innerText.includes(${text(form.notices.success.title)})`,
      // The form's own confirmation, not the notice that repeats it and goes by itself after a while; without
      // JavaScript, the page the provider sends the visitor to.
      holds: `() => [...document.querySelectorAll('[role="status"]')].some((el) => el.checkVisibility() && el.textContent.includes(${text(form.notices.success.title)})) || (location.pathname === ${text(pathOf(form.sent.route))} && [...document.querySelectorAll('h1')].some((h1) => h1.checkVisibility() && h1.textContent.includes(${text(sentHeading)})))`,
    },
  ];
}
