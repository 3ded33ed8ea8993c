// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { PlainTip } from './tip';

function hint() {
  return screen.getByRole('button', { name: 'Notifications' }).parentElement as HTMLElement;
}

describe('PlainTip', () => {
  it('hides on Escape while pointed at, without the pointer moving, and shows again next time', async () => {
    const { user } = renderWidget(
      <PlainTip title="Notifications">
        <button type="button" aria-label="Notifications" />
      </PlainTip>,
    );
    await user.hover(hint());
    expect(hint()).not.toHaveAttribute('data-dismissed');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hint()).toHaveAttribute('data-dismissed');
    await user.unhover(hint());
    await user.hover(hint());
    expect(hint()).not.toHaveAttribute('data-dismissed');
  });

  it('hides on Escape while the control has the keyboard focus, which stays on it', async () => {
    const { user } = renderWidget(
      <PlainTip title="Notifications">
        <button type="button" aria-label="Notifications" />
      </PlainTip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(hint()).toHaveAttribute('data-dismissed');
    expect(button).toHaveFocus();
  });
});
