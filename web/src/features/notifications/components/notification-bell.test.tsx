// @vitest-environment happy-dom
import type { TNotificationPage } from '@cleanops/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { NotificationBell } from './notification-bell';

const EMPTY_FEED: TNotificationPage = { items: [], total: 0, unread: 3, page: 1, pageSize: 20 };

// The drawer and its feed are lazy parts drawn in antd: their code is loaded once here, as the app
// loads it after the page's load, so a test waits for answers, not for the first import of antd.
beforeAll(async () => {
  await Promise.all([
    import('./notification-feed'),
    import('@/shared/ui-kit/drawer'),
    import('@/shared/ui-kit/antd-provider'),
  ]);
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(EMPTY_FEED)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function bell() {
  return screen.findByRole('button', { name: 'Notifications: 3 unread' });
}

describe('NotificationBell', () => {
  it('names the unread count and says it opens a closed dialog', async () => {
    renderWidget(<NotificationBell />);
    const button = await bell();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Where focus goes on opening is antd's Drawer's (its panel, in a browser); a DOM without layout
  // does not show it, so it is left to the journeys.
  it('opens the feed in a modal dialog named by its title with Enter', async () => {
    const { user } = renderWidget(<NotificationBell />);
    await bell();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByText('Nothing new')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const { user } = renderWidget(<NotificationBell />);
    await bell();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    // Reading the feed: a press in it takes focus there, away from the bell.
    await user.click(await screen.findByText('Nothing new'));
    expect(await bell()).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(async () => expect(await bell()).toHaveFocus());
  });

  it('closes with its close button, focus going back to the bell', async () => {
    const { user } = renderWidget(<NotificationBell />);
    await user.click(await bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(async () => expect(await bell()).toHaveFocus());
  });
});
