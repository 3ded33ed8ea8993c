// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { Tabs } from './tabs';

const ITEMS = [
  { key: 'rooms', label: 'Rooms', children: <p>Room list</p> },
  { key: 'team', label: 'Team', children: <p>Team list</p> },
  { key: 'history', label: 'History', children: <input aria-label="Search history" /> },
];

describe('Tabs', () => {
  it('shows the first tab open, with its panel named by it, and only that tab in the tab order', () => {
    renderWidget(<Tabs items={ITEMS} />);
    const rooms = screen.getByRole('tab', { name: 'Rooms' });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(rooms).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Rooms' });
    expect(panel).toHaveTextContent('Room list');
    expect(rooms).toHaveAttribute('aria-controls', panel.id);
    expect(rooms).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves between tabs with the arrow keys, wrapping round, and opens the one moved to', async () => {
    const { user } = renderWidget(<Tabs items={ITEMS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const team = screen.getByRole('tab', { name: 'Team' });
    expect(team).toHaveFocus();
    expect(team).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toHaveTextContent('Team list');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the first and the last tab with Home and End', async () => {
    const { user } = renderWidget(<Tabs items={ITEMS} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the tab list with Tab into the open panel, and comes back to the open tab', async () => {
    const { user } = renderWidget(<Tabs items={ITEMS} />);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Search history' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
  });

  it('keeps a visited panel (hidden) unless told to drop it', async () => {
    const { user, unmount } = renderWidget(<Tabs items={ITEMS} />);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(screen.getByText('Team list')).not.toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Team' })).not.toBeInTheDocument();
    unmount();

    renderWidget(<Tabs items={ITEMS} destroyOnHidden />);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(screen.queryByText('Team list')).not.toBeInTheDocument();
  });

  it('follows the open tab the page keeps, and tells the page of a choice', async () => {
    function InAddress() {
      const [key, setKey] = useState('team');
      return (
        <>
          <Tabs items={ITEMS} activeKey={key} onChange={setKey} />
          <output aria-label="Address">{key}</output>
        </>
      );
    }
    const { user } = renderWidget(<InAddress />);
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('history');
  });
});
