/**
 * What the visitor benchmark does on each page, with the words it looks for read from content/, so a change of
 * copy cannot leave the benchmark looking for text that is gone. Each scenario names:
 * - path: the page it opens;
 * - at: when the measured press comes, in ms after the page's load event (a page load: how long it is watched);
 * - arms / shows: in-page function sources: which touch is the measured press, and what shows its result;
 * - kind: what the visitor does (see visitor.mjs): load the page, tap, or fill the form and tap Send;
 * - repeat: how many times a round it runs (default once).
 */
import fs from 'node:fs';
import path from 'node:path';

const json = (root, file) => JSON.parse(fs.readFileSync(path.join(root, 'content', file), 'utf8'));
const text = (value) => JSON.stringify(value);

/** An element a visitor sees with this exact text, among these selectors (evaluated in the page). */
const findByText = (selectors, label) =>
  `() => [...document.querySelectorAll(${text(selectors)})].find((el) => el.textContent.trim() === ${text(label)} && el.checkVisibility())`;

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

export function scenarios(root) {
  const site = json(root, 'site.json');
  const form = json(root, 'form.json');
  const navigation = json(root, 'navigation.json');
  const routes = json(root, 'routes.json');
  const pathOf = (name) => routes.find((route) => route.name === name).path;
  const firstMenuLink = pathOf(navigation.header.menus[0].links[0].route);

  const menu = (at) => ({
    name: `menu tap at ${at / 1000} s`,
    kind: 'tap',
    path: '/',
    at,
    target: findByText('header button, header summary', site.ui.menuOpen),
    arms: `(el) => Boolean(el.closest('header button, header summary'))`,
    shows: `() => [...document.querySelectorAll('header a[href=${text(firstMenuLink)}]')].some((a) => a.checkVisibility())`,
  });

  /** The second tab of a page's tab list, and its panel showing that tab's description. */
  const tab = (route, items, label, description, at) => ({
    name: `${route} second tab at ${at / 1000} s`,
    kind: 'tap',
    path: pathOf(route),
    at,
    target: findByText('[role="tab"]', items[1][label]),
    arms: `(el) => Boolean(el.closest('[role="tab"]'))`,
    shows: `() => [...document.querySelectorAll('[role="tabpanel"]')].some((panel) => panel.checkVisibility() && panel.textContent.includes(${text(items[1][description])}))`,
  });
  const aiPage = json(root, 'pages/ai-solutions.json');
  const ai = aiPage.technologies.items;
  const dp = json(root, 'pages/industrial-data-platforms.json').industries.items;

  /** The first tab's "Learn more", which opens a side sheet whose code the page does not load with it. */
  const sheet = (at) => ({
    name: `ai-solutions side sheet at ${at / 1000} s`,
    kind: 'tap',
    path: pathOf('ai-solutions'),
    at,
    target: findByText('[role="tabpanel"] button', aiPage.technologies.learnMore),
    arms: `(el) => Boolean(el.closest('[role="tabpanel"] button'))`,
    shows: `() => [...document.querySelectorAll('dialog, [role="dialog"]')].some((dialog) => dialog.checkVisibility() && dialog.textContent.includes(${text(ai[0].title)}))`,
  });

  return [
    { name: 'page load', kind: 'load', path: '/', at: 5000, repeat: 3, arms: '() => false', shows: '() => false' },
    ...pressTimes.map(menu),
    menu(8000),
    ...pressTimes.map((at) => tab('ai-solutions', ai, 'title', 'description', at)),
    ...pressTimes.map((at) => tab('industrial-data-platforms', dp, 'label', 'description', at)),
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
    },
  ];
}
