import { act, renderHook } from '@testing-library/react';
import { useMenus } from './useMenus.ts';

/**
 * Stand-ins for popover panels that, like the browser's, keep one open at a time and report their toggles to the
 * hook, as NavDropdown's listener does.
 */
function fakePanels(menus: () => ReturnType<typeof useMenus>) {
  let open: FakePanel | null = null;
  interface FakePanel {
    matches: () => boolean;
    showPopover: jest.Mock<void, []>;
    hidePopover: jest.Mock<void, []>;
    isOpen: () => boolean;
  }
  const make = (): FakePanel => {
    const panel: FakePanel = {
      matches: () => open === panel,
      isOpen: () => open === panel,
      showPopover: jest.fn(() => {
        open?.hidePopover();
        open = panel;
        menus().toggled(panel, true);
      }),
      hidePopover: jest.fn(() => {
        open = null;
        menus().toggled(panel, false);
      }),
    };
    return panel;
  };
  return { services: make(), products: make() };
}

describe('useMenus: hovering a drop-down with a mouse', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setUp() {
    const { result } = renderHook(() => useMenus());
    const menus = () => result.current;
    return { menus, ...fakePanels(menus) };
  }

  it('opens it after 200 ms and closes it 150 ms after the pointer leaves', () => {
    const { menus, services } = setUp();
    act(() => menus().hoverStart(services));
    act(() => jest.advanceTimersByTime(150));
    expect(services.isOpen()).toBe(false);
    act(() => jest.advanceTimersByTime(60));
    expect(services.isOpen()).toBe(true);
    act(() => menus().hoverEnd(services));
    act(() => jest.advanceTimersByTime(100));
    expect(services.isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(60));
    expect(services.isOpen()).toBe(false);
  });

  it('does not open it when the pointer passes over in under 200 ms', () => {
    const { menus, services } = setUp();
    act(() => menus().hoverStart(services));
    act(() => jest.advanceTimersByTime(100));
    act(() => menus().hoverEnd(services));
    act(() => jest.advanceTimersByTime(500));
    expect(services.showPopover).not.toHaveBeenCalled();
  });

  it('switches straight to the next menu while one is open, and within 300 ms of one closing', () => {
    const { menus, services, products } = setUp();
    act(() => services.showPopover());
    act(() => menus().hoverStart(products));
    expect(products.isOpen()).toBe(true);
    act(() => products.hidePopover());
    act(() => jest.advanceTimersByTime(250));
    act(() => menus().hoverStart(services));
    expect(services.showPopover).toHaveBeenCalledTimes(2);
  });

  it('drops its wait to open a menu once the menu opens another way, so closing it then is final', () => {
    const { menus, products } = setUp();
    act(() => menus().hoverStart(products));
    // Clicked open within the 200 ms, then closed as focus leaves it, the pointer still on its button.
    act(() => products.showPopover());
    act(() => products.hidePopover());
    act(() => jest.advanceTimersByTime(500));
    expect(products.isOpen()).toBe(false);
  });

  it('keeps a menu that hover has just opened open when its button is then clicked, once', () => {
    const { menus, services } = setUp();
    act(() => menus().hoverStart(services));
    act(() => jest.advanceTimersByTime(250));
    expect(menus().keepOpen(services)).toBe(true);
    expect(menus().keepOpen(services)).toBe(false);
  });
});
