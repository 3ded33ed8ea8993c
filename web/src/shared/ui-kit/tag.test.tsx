// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { Tag } from './tag';

describe('Tag', () => {
  it('is a label with nothing to press unless it can be removed', () => {
    renderWidget(<Tag color="green">Done</Tag>);
    expect(screen.getByText('Done')).toHaveAttribute('data-color', 'green');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes itself with a named button that the keyboard reaches', async () => {
    const onClose = vi.fn();
    const { user } = renderWidget(
      <Tag closable onClose={onClose}>
        In one workspace
      </Tag>,
    );
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
