import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { header } from '../../../tests/fixtures/content';
import { Header } from './Header';

function renderHeader(pathname = '/') {
  return render(
    <Header siteName="Test Works" homeLinkLabel="home" menuButtonLabel="Menu" navigation={header} pathname={pathname} />,
  );
}

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const trigger = (name: string) => within(desktopNav()).getByRole('button', { name });

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

  describe('drop-down menus', () => {
    it('start closed, with their links hidden', () => {
      renderHeader();
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Alpha Service' })).not.toBeInTheDocument();
    });

    it('open and close on click and show their links', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(trigger('Services'));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Alpha Service' })).toHaveAttribute('href', '/alpha/');
      await user.click(trigger('Services'));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    });

    it('keep only one menu open at a time', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(trigger('Services'));
      await user.click(trigger('Products'));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
      expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    });

    it('open with Enter, close with Escape and give focus back to the button', async () => {
      const user = userEvent.setup();
      renderHeader();
      act(() => trigger('Services').focus());
      await user.keyboard('{Enter}');
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(screen.getByRole('link', { name: 'Alpha Service' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
      expect(trigger('Services')).toHaveFocus();
    });

    it('open with ArrowDown and move focus through the links with the arrow keys', async () => {
      const user = userEvent.setup();
      renderHeader();
      act(() => trigger('Services').focus());
      await user.keyboard('{ArrowDown}');
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Alpha Service' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Beta Service' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('link', { name: 'Alpha Service' })).toHaveFocus();
    });

    it('close when focus moves out of the menu', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(trigger('Products'));
      await user.tab();
      await user.tab();
      expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    });

    it('close when one of their links is chosen', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(trigger('Services'));
      await user.click(screen.getByRole('link', { name: 'Beta Service' }));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    });

    it('close when the page changes', async () => {
      const user = userEvent.setup();
      const { rerender } = renderHeader('/');
      await user.click(trigger('Services'));
      rerender(<Header siteName="Test Works" homeLinkLabel="home" menuButtonLabel="Menu" navigation={header} pathname="/beta/" />);
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('hovering a drop-down with a mouse', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens it after 200 ms and closes it 150 ms after the pointer leaves', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHeader();
      await user.hover(trigger('Services'));
      act(() => jest.advanceTimersByTime(150));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(60));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');

      await user.unhover(trigger('Services'));
      act(() => jest.advanceTimersByTime(100));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(60));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps it open when the trigger is clicked after hover opened it', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHeader();
      await user.hover(trigger('Services'));
      act(() => jest.advanceTimersByTime(250));
      await user.click(trigger('Services'));
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    });

    it('switches straight to the next menu while one is open', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHeader();
      await user.hover(trigger('Services'));
      act(() => jest.advanceTimersByTime(250));
      await user.hover(trigger('Products'));
      expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
      expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    const menuButton = () => screen.getByRole('button', { name: 'Menu' });

    it('opens and closes a stacked list of the same links', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      const list = screen.getAllByRole('navigation', { name: 'Main' }).at(-1)!;
      for (const name of ['Alpha Service', 'Beta Service', 'Gamma Product', 'About', 'Get Started']) {
        expect(within(list).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(within(list).getByRole('list', { name: 'Services' })).toBeInTheDocument();
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link is chosen', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      const list = screen.getAllByRole('navigation', { name: 'Main' }).at(-1)!;
      await user.click(within(list).getByRole('link', { name: 'Gamma Product' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuButton());
      await user.tab();
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveFocus();
    });
  });
});
