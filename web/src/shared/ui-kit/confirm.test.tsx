// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { useConfirm } from './confirm';

// The dialog is a lazy part drawn in antd: its code is loaded once here, as the app loads it after
// the page's load, so a test waits for the dialog, not for the first import of antd.
beforeAll(async () => {
  await Promise.all([
    import('./confirm-dialog'),
    import('./internal/antd-controls'),
    import('./antd-provider'),
  ]);
});

function RemoveRoom({ onOk }: { onOk: () => Promise<unknown> }) {
  const [confirm, holder] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm({
            title: 'Delete the room?',
            content: 'Its jobs and photos go with it.',
            okText: 'Delete',
            okButtonProps: { danger: true },
            cancelText: 'Cancel',
            onOk,
          })
        }
      >
        Delete room
      </button>
      {holder}
    </>
  );
}

/**
 * antd's dialog closes at the end of its animation, which a DOM without layout never plays: here
 * antd's motion is off (as with reduced motion), so a closed dialog leaves at once.
 */
function renderWithoutMotion(ui: React.ReactNode) {
  return renderWidget(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);
}

describe('useConfirm', () => {
  it('asks in a dialog named by its question, the confirming button focused', async () => {
    const { user } = renderWithoutMotion(<RemoveRoom onOk={vi.fn(async () => undefined)} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the room?' });
    expect(dialog).toHaveTextContent('Its jobs and photos go with it.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('does it on Enter, then gives focus back to the button that asked', async () => {
    const onOk = vi.fn(async () => undefined);
    const { user } = renderWithoutMotion(<RemoveRoom onOk={onOk} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete the room?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete room' })).toHaveFocus();
  });

  it('is cancelled with Escape, nothing done, focus back on the button that asked', async () => {
    const onOk = vi.fn(async () => undefined);
    const { user } = renderWithoutMotion(<RemoveRoom onOk={onOk} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete the room?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete room' })).toHaveFocus();
  });

  it('asks again after a cancel', async () => {
    const { user } = renderWithoutMotion(<RemoveRoom onOk={vi.fn(async () => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Delete room' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete room' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the room?' })).toBeInTheDocument();
  });
});
