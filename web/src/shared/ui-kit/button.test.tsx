// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button unless it is told to send its form, which Enter on it then does', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWidget(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="primary" htmlType="submit">
          Save
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy says so, stays reachable by the keyboard and ignores presses', async () => {
    const onClick = vi.fn();
    const { user } = renderWidget(
      <Button loading onClick={onClick}>
        Send now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with an address is a link drawn as a button, and a disabled one leads nowhere', () => {
    const { rerender } = renderWidget(
      <Button href="/files/qr-sheet.pdf" download>
        Download the QR sheet
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Download the QR sheet' })).toHaveAttribute(
      'href',
      '/files/qr-sheet.pdf',
    );
    rerender(
      <Button href="/files/qr-sheet.pdf" disabled>
        Download the QR sheet
      </Button>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Download the QR sheet').closest('a')).toHaveAttribute('aria-disabled', 'true');
  });

  it('puts its icon after the text when asked, and an icon alone needs the label it is given', () => {
    renderWidget(
      <>
        <Button icon={<span data-testid="arrow" />} iconPlacement="end">
          Next
        </Button>
        <Button icon={<span data-testid="bin" />} aria-label="Delete the room" />
      </>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.lastElementChild).toBe(screen.getByTestId('arrow'));
    expect(screen.getByRole('button', { name: 'Delete the room' })).toHaveAttribute('data-icon-only', 'true');
  });
});
