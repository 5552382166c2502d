import { render, screen, within } from '@testing-library/react';
import { header } from '../../../tests/fixtures/content.ts';
import { Header } from './Header.tsx';

function renderHeader(pathname = '/') {
  return render(
    <Header
      siteName="Test Works"
      homeLinkLabel="home"
      menuButtonLabel="Menu"
      navigation={header}
      pathname={pathname}
    />,
  );
}

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0]!;
/** The panel a button opens: the popover its popovertarget names. Opening and closing are the browser's (e2e). */
// eslint-disable-next-line testing-library/no-node-access -- the panel is the element its button's popovertarget names
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '')!;

describe('Header', () => {
  it('links the logo to the home page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Test Works home' })).toHaveAttribute('href', '/');
  });

  it('shows the plain links and the call to action', () => {
    renderHeader();
    expect(within(desktopNav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(within(desktopNav()).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact/');
  });

  it("gives each drop-down a button that opens a panel of that menu's links, which works without JavaScript", () => {
    renderHeader();
    for (const menu of header.menus) {
      const panel = panelOf(within(desktopNav()).getByRole('button', { name: menu.label }));
      expect(panel).toHaveAttribute('popover', 'auto');
      const links = within(panel).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        menu.links.map((link) => [link.label, link.to]),
      );
    }
  });

  it('describes each page in a drop-down by its summary, under its name', () => {
    renderHeader();
    const panel = panelOf(within(desktopNav()).getByRole('button', { name: 'Products' }));
    const link = within(panel).getByRole('link', { name: 'Gamma Product', hidden: true });
    expect(link).toHaveAccessibleDescription('A gamma that bridges');
    expect(panel).toHaveTextContent('A gamma that bridges');
    const services = panelOf(within(desktopNav()).getByRole('button', { name: 'Services' }));
    expect(
      within(services).getByRole('link', { name: 'Beta Service', hidden: true }),
    ).not.toHaveAccessibleDescription();
  });

  it('marks the menu that holds the current page, and the page’s link in it', () => {
    renderHeader('/beta/');
    expect(within(desktopNav()).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    expect(within(desktopNav()).getByRole('button', { name: 'Products' })).not.toHaveAttribute('aria-current');
    for (const link of screen.getAllByRole('link', { name: 'Beta Service', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(screen.getAllByRole('link', { name: 'Alpha Service', hidden: true })[0]).not.toHaveAttribute('aria-current');
  });

  it('marks a plain link as the current page on desktop and in the mobile menu', () => {
    renderHeader('/about');
    const links = screen.getAllByRole('link', { name: 'About', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('aria-current', 'page');
    for (const button of within(desktopNav()).getAllByRole('button'))
      expect(button).not.toHaveAttribute('aria-current');
  });

  it('gives small screens a menu button that opens every header link in groups, which works without JavaScript', () => {
    renderHeader();
    const panel = panelOf(screen.getByRole('button', { name: 'Menu' }));
    expect(panel).toHaveAttribute('popover', 'auto');
    const list = within(panel).getByRole('navigation', { name: 'Main', hidden: true });
    for (const name of ['Alpha Service', 'Beta Service', 'Gamma Product', 'About', 'Get Started']) {
      expect(within(list).getByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
    expect(within(list).getByRole('list', { name: 'Services', hidden: true })).toBeInTheDocument();
  });

  it('lists the plain links of the mobile menu as a group of their own, apart from the last drop-down', () => {
    renderHeader();
    const panel = panelOf(screen.getByRole('button', { name: 'Menu' }));
    const company = within(panel).getByRole('list', { name: 'Company', hidden: true });
    expect(within(company).getByRole('link', { name: 'About', hidden: true })).toBeInTheDocument();
    const products = within(panel).getByRole('list', { name: 'Products', hidden: true });
    expect(within(products).queryByRole('link', { name: 'About', hidden: true })).not.toBeInTheDocument();
  });

  describe('menus open when the page changes', () => {
    // jsdom has no popovers: every panel counts as open, and closing one is recorded.
    const closed: Element[] = [];
    beforeEach(() => {
      closed.length = 0;
      Object.defineProperty(HTMLElement.prototype, 'matches', {
        configurable: true,
        value(this: HTMLElement, selector: string) {
          return selector === ':popover-open' || Element.prototype.matches.call(this, selector);
        },
      });
      HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
        closed.push(this);
      };
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'matches');
      Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
    });

    it('stay open when the header first renders: one the visitor opened before hydration is theirs', () => {
      renderHeader('/');
      expect(closed).toEqual([]);
    });

    it('close when the visitor moves to another page', () => {
      const { rerender } = renderHeader('/');
      rerender(
        <Header
          siteName="Test Works"
          homeLinkLabel="home"
          menuButtonLabel="Menu"
          navigation={header}
          pathname="/about/"
        />,
      );
      expect(closed).toContain(panelOf(screen.getByRole('button', { name: 'Menu' })));
    });
  });
});
