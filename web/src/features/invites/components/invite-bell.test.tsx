// @vitest-environment happy-dom
import type { TReceivedInvite } from '@cleanops/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { InviteBell } from './invite-bell';

const INVITE: TReceivedInvite = {
  id: '6f1c2a40-6b1e-4f0a-9a53-3a8e2f7c9d10',
  status: 'pending',
  role: 'cleaner',
  createdAt: '2025-03-01T09:00:00.000Z',
  inviter: { name: 'Aigerim', surname: 'Bekova', email: null },
  location: null,
};

/** What the server answers: the invitations addressed to me; DELETE rejects one. */
let invites: TReceivedInvite[];
const requests: string[] = [];

// The popover's content is a lazy part drawn in antd: its code is loaded once here, as the app loads it
// after the page's load, so a test waits for answers, not for the first import of antd.
beforeAll(async () => {
  await Promise.all([import('./invite-panel'), import('@/shared/ui-kit/antd-provider')]);
});

beforeEach(() => {
  invites = [INVITE];
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'DELETE') {
        invites = [];
        return Response.json({ ok: true });
      }
      return Response.json(invites);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBell() {
  return renderWidget(
    <>
      <InviteBell />
      <p>Page content</p>
    </>,
  );
}

/** The bell, once the count has arrived. */
async function bell(count = 1) {
  return screen.findByRole('button', { name: `Invitations: ${count} new` });
}

describe('InviteBell', () => {
  it('names the count of pending invitations and says it opens a closed dialog', async () => {
    renderBell();
    const button = await bell();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with Enter, shows the invitations, and Tab goes on into them', async () => {
    const { user } = renderBell();
    await bell();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Invitations' });
    expect(await screen.findByText('From Aigerim Bekova')).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Accept' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  });

  it('closes on Escape, from the bell or from inside, and gives focus back to the bell', async () => {
    const { user } = renderBell();
    await bell();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Invitations' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bell()).toHaveAttribute('aria-expanded', 'false');
    expect(await bell()).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Accept' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bell()).toHaveFocus();
  });

  it('closes on a press outside it, and on a second click on the bell', async () => {
    const { user } = renderBell();
    await user.click(await bell());
    expect(screen.getByRole('dialog', { name: 'Invitations' })).toBeInTheDocument();
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await bell());
    await user.click(await bell());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects an invitation through its confirmation without the popover closing under it', async () => {
    const { user } = renderBell();
    await user.click(await bell());
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    // The confirmation is drawn outside the popover (a layer of its own); pressing in it is not "outside".
    expect(await screen.findByText('Reject this invitation?')).toBeInTheDocument();
    const confirm = screen
      .getAllByRole('button', { name: 'Reject' })
      .find((button) => !screen.getByRole('dialog', { name: 'Invitations' }).contains(button));
    expect(confirm).toBeDefined();
    await user.click(confirm!);
    await waitFor(() => expect(requests).toContain(`DELETE /api/invite/${INVITE.id}`));
    expect(
      await screen.findByText('No invitations yet. When an owner invites you to a team, it shows up here.'),
    ).toBeInTheDocument();
    expect(await bell(0)).toHaveAttribute('aria-expanded', 'true');
  });
});
