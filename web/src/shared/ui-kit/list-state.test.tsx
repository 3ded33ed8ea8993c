// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ListState } from './list-state';

describe('ListState', () => {
  it('says "Loading" to a screen reader while the placeholder lines stay silent', () => {
    const { container } = renderWidget(<ListState state="loading" rows={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelector('.kit-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.kit-skeleton-paragraph > li')).toHaveLength(3);
  });

  it('says what is missing and offers what to do next', async () => {
    const onAdd = vi.fn();
    const { user } = renderWidget(
      <ListState state="empty" description="No rooms yet">
        <button type="button" onClick={onAdd}>
          Add a room
        </button>
      </ListState>,
    );
    expect(screen.getByText('No rooms yet')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a room' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('offers Retry by keyboard after a failure, and shows the retry busy without losing the focus', async () => {
    const onRetry = vi.fn();
    function FailedList() {
      const [retrying, setRetrying] = useState(false);
      return (
        <ListState
          state="error"
          title="Could not load the rooms"
          onRetry={() => {
            onRetry();
            setRetrying(true);
          }}
          retrying={retrying}
        />
      );
    }
    const { user } = renderWidget(<FailedList />);
    expect(screen.getByText('Could not load the rooms')).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).not.toHaveAttribute('aria-busy');
    await user.tab();
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toHaveFocus();
    // A second press while the first retry is on its way sends nothing more.
    await user.keyboard(' ');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
