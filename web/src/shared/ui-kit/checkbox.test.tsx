// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { Checkbox } from './checkbox';

function Tick({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox checked={checked} onChange={setChecked} disabled={disabled}>
      Mirrors wiped
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, ticked with Space and by a click on the words', async () => {
    const { user } = renderWidget(<Tick />);
    const box = screen.getByRole('checkbox', { name: 'Mirrors wiped' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Mirrors wiped'));
    expect(box).not.toBeChecked();
  });

  it('disabled, is out of the tab order and cannot be ticked', async () => {
    const { user } = renderWidget(<Tick disabled />);
    const box = screen.getByRole('checkbox', { name: 'Mirrors wiped' });
    expect(box).toBeDisabled();
    await user.tab();
    expect(box).not.toHaveFocus();
    await user.click(screen.getByText('Mirrors wiped'));
    expect(box).not.toBeChecked();
  });
});
