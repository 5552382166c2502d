import { render, screen, within } from '@testing-library/react';
import { header } from '../../../tests/fixtures/content';
import { Header } from './Header';

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
});
