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

/** An entry of the menu: a page's link, or the Log out button. */
const item = (name: string) =>
  name === 'Log out' ? screen.getByRole('button', { name }) : screen.getByRole('link', { name });
const entries = () =>
  [...screen.getAllByRole('link'), screen.getByRole('button', { name: 'Log out' })].map(
    (entry) => entry.textContent,
  );

beforeEach(() => {
  // A manager's reading rights: Overview, Locations, Readiness, Tasks, Complaints, Analytics, Chats, then Log out.
  useAuthStore.setState({
    rights: ['get_analytics', 'get_locations', 'get_tasks'],
    menuEnabled: true,
  });
});

describe('SideMenu', () => {
  it('lists the pages this person may open as links, then Log out, and is not an ARIA menu', () => {
    renderMenu('/tasks');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(entries()).toEqual([
      'Overview',
      'Locations',
      'Readiness',
      'Tasks',
      'Complaints',
      'Analytics',
      'Chats',
      'Log out',
    ]);
  });

  it('marks the current page, the entry with the longest matching path', () => {
    renderMenu('/locations/7/rooms/3');
    expect(item('Locations')).toHaveAttribute('aria-current', 'page');
    expect(item('Overview')).not.toHaveAttribute('aria-current');
  });

  it('marks the overview on / only', () => {
    const { unmount } = renderMenu('/');
    expect(item('Overview')).toHaveAttribute('aria-current', 'page');
    unmount();
    renderMenu('/chats');
    expect(item('Overview')).not.toHaveAttribute('aria-current');
    expect(item('Chats')).toHaveAttribute('aria-current', 'page');
  });

  it('is walked with Tab, entry by entry, to Log out and on out of it', async () => {
    const { user } = renderMenu('/tasks');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(item('Overview')).toHaveFocus();
    await user.tab();
    expect(item('Locations')).toHaveFocus();
    for (let step = 0; step < 6; step++) await user.tab();
    expect(item('Log out')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Moving does not open anything.
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/tasks');
  });

  it('opens the focused page with Enter, and tells the frame (to close the phone drawer)', async () => {
    const onNavigate = vi.fn();
    const { user } = renderMenu('/tasks', { onNavigate });
    item('Complaints').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/complaints');
    expect(item('Complaints')).toHaveAttribute('aria-current', 'page');
    expect(onNavigate).toHaveBeenCalledTimes(1);
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
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(item('Log out')).toBeInTheDocument();
  });
});
