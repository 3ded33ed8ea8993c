// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { renderWidget } from '@/test/render';
import { SideMenu } from './side-menu';

/** The page the router is on, as a person would read it in the address bar. */
function Address() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderMenu(route: string, { collapsed = false, onNavigate = () => {} } = {}) {
  return renderWidget(
    <>
      <button type="button">Before</button>
      <SideMenu collapsed={collapsed} onNavigate={onNavigate} />
      <button type="button">After</button>
      <Address />
    </>,
    { route },
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => {
  // A manager's reading rights: Overview, Locations, Tasks, Complaints, Analytics, Chats, then Log out.
  useAuthStore.setState({
    rights: ['get_analytics', 'get_locations', 'get_tasks'],
    menuEnabled: true,
  });
});

describe('SideMenu', () => {
  it('lists the pages this person may open, then Log out, as menu items', () => {
    renderMenu('/tasks');
    expect(screen.getByRole('menu')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Overview',
      'Locations',
      'Tasks',
      'Complaints',
      'Analytics',
      'Chats',
      'Log out',
    ]);
  });

  it('marks the current page, the entry with the longest matching path, and makes it the one tab stop', () => {
    renderMenu('/locations/7/rooms/3');
    expect(item('Locations')).toHaveAttribute('aria-current', 'page');
    expect(item('Overview')).not.toHaveAttribute('aria-current');
    const stops = screen.getAllByRole('menuitem').filter((entry) => entry.tabIndex === 0);
    expect(stops).toEqual([item('Locations')]);
  });

  it('marks the overview on / only', () => {
    const { unmount } = renderMenu('/');
    expect(item('Overview')).toHaveAttribute('aria-current', 'page');
    unmount();
    renderMenu('/chats');
    expect(item('Overview')).not.toHaveAttribute('aria-current');
    expect(item('Chats')).toHaveAttribute('aria-current', 'page');
  });

  it('is entered with Tab on the current page and walked with the arrows, round from end to start', async () => {
    const { user } = renderMenu('/tasks');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(item('Tasks')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item('Complaints')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(item('Overview')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Overview')).toHaveFocus();
    // Moving does not open anything.
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/tasks');
  });

  it('jumps to the first entry with Home and to Log out with End, keeping one tab stop', async () => {
    const { user } = renderMenu('/tasks');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{End}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Overview')).toHaveFocus();
    const stops = screen.getAllByRole('menuitem').filter((entry) => entry.tabIndex === 0);
    expect(stops).toEqual([item('Overview')]);
  });

  it('leaves with one Tab from any entry, and gives the tab stop back to the current page', async () => {
    const { user } = renderMenu('/tasks');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Analytics')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(item('Tasks')).toHaveFocus();
  });

  it('opens the focused page with Enter or Space, and tells the frame (to close the phone drawer)', async () => {
    const onNavigate = vi.fn();
    const { user } = renderMenu('/tasks', { onNavigate });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/complaints');
    expect(item('Complaints')).toHaveAttribute('aria-current', 'page');
    expect(onNavigate).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown} ');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/analytics');
    expect(item('Analytics')).toHaveAttribute('aria-current', 'page');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('entries are links, so a page can be opened elsewhere too', () => {
    renderMenu('/tasks');
    expect(item('Locations')).toHaveAttribute('href', '/locations');
  });

  it('collapsed, keeps every entry named by its label and shows it as a hint', () => {
    renderMenu('/tasks', { collapsed: true });
    expect(item('Tasks')).toHaveAttribute('title', 'Tasks');
    expect(item('Log out')).toHaveAttribute('title', 'Log out');
    expect(item('Tasks')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only Log out to someone without a role', () => {
    useAuthStore.setState({ rights: [], menuEnabled: false });
    renderMenu('/');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Log out']);
    expect(item('Log out')).toHaveAttribute('tabindex', '0');
  });
});
