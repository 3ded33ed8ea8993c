// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts a screen reader with its title and description unless told to wait', () => {
    const { unmount } = renderWidget(
      <Alert type="error" title="Could not save" description="The name is taken." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not saveThe name is taken.');
    unmount();
    renderWidget(<Alert type="info" role="status" title="Saved on this phone" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this phone');
  });

  it('has no close button unless it can be closed, and its icon is not read out', () => {
    renderWidget(<Alert type="warning" title="The subscription has ended" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reaches its action and then its close button by Tab, and acts on Enter and Space', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWidget(
      <Alert
        type="warning"
        title="Could not load"
        action={
          <button type="button" onClick={onAction}>
            Try again
          </button>
        }
        onClose={onClose}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closed from the keyboard, hands the focus to what follows it rather than dropping it', async () => {
    const { user } = renderWidget(
      <>
        <button type="button">Before</button>
        <Alert type="info" title="A new version is ready" onClose={() => undefined} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('names its close button in the reader’s language', async () => {
    await i18next.changeLanguage('kk');
    renderWidget(<Alert type="info" title="…" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
  });
});
