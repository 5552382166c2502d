/**
 * Tabs that answer before their code does. A press on a tab whose part of the page does not work yet (its code is
 * on the way, or will never come) shows that tab's panel at once, as the tabs do once React runs them
 * (src/components/ui/Tabs/Tabs.tsx): the tab selected and the only one in the Tab order, its panel the only one
 * shown. React keeps these attributes when it hydrates, and the press, held, is made again once the tabs work,
 * so React then selects the same tab.
 */

const tabsOf = (tab: Element) => [...(tab.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [])];

/** Marks `tab` selected and shows its panel alone. */
export function select(tab: Element) {
  for (const other of tabsOf(tab)) {
    const chosen = other === tab;
    other.setAttribute('aria-selected', String(chosen));
    other.setAttribute('tabindex', chosen ? '0' : '-1');
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !chosen;
  }
}

/**
 * Which tab an arrow, Home or End key moves to from tab `at` of `count` (the tabs wrap round), if any: the one rule
 * of the boot script's tabs and React's (Tabs.tsx).
 */
export function keyMove(key: string, at: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count - 1 };
  return key in moves ? (moves[key]! + count) % count : undefined;
}

/** The tab an arrow, Home or End key moves to from `tab`, or null for any other key. */
export function keyTarget(tab: Element, key: string): HTMLElement | null {
  const tabs = tabsOf(tab);
  const to = keyMove(key, tabs.indexOf(tab), tabs.length);
  return to === undefined ? null : (tabs[to] as HTMLElement);
}
