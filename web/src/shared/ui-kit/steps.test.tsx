// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { Steps } from './steps';

const ITEMS = [
  { key: 'type', title: 'Type' },
  { key: 'address', title: 'Address' },
  { key: 'settings', title: 'Settings' },
];

describe('Steps', () => {
  it('marks the current step for a screen reader and lets the keyboard go back to a done one only', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Steps items={ITEMS} current={1} onChange={onChange} />);
    expect(screen.getByText('Address').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Type');
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('has nothing to press when going back is not offered', () => {
    renderWidget(<Steps items={ITEMS} current={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
