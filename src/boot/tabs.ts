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

/** The tab an arrow, Home or End key moves to from `tab` (the tabs wrap round), or null for any other key. */
export function keyTarget(tab: Element, key: string): HTMLElement | null {
  const tabs = tabsOf(tab);
  const at = tabs.indexOf(tab);
  const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 };
  return key in moves ? (tabs[(moves[key]! + tabs.length) % tabs.length] as HTMLElement) : null;
}
