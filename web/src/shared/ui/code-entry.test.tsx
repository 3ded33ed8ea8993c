// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ApiError } from '../api/api-error';
import { CodeEntry } from './code-entry';

function renderEntry({
  onSubmit = vi.fn(async () => undefined),
  onResend = vi.fn(async () => undefined),
  onBack = vi.fn(),
  resendAvailableAt = null as number | null,
} = {}) {
  const rendered = renderWidget(
    <CodeEntry
      destination="+77011234567"
      channel="phone"
      resendAvailableAt={resendAvailableAt}
      onSubmit={onSubmit}
      onResend={onResend}
      onBack={onBack}
      backLabel="Back to the profile"
      submitLabel="Confirm"
    />,
  );
  return { ...rendered, onSubmit, onResend, onBack };
}

const codeInput = () => screen.getByRole('textbox', { name: 'Code' });

describe('CodeEntry', () => {
  it('says where the code went and waits in the code field', () => {
    renderEntry();
    expect(screen.getByText('+77011234567').tagName).toBe('STRONG');
    expect(codeInput()).toHaveFocus();
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('sends the code by itself once all six characters are typed, upper-cased', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('ab2cd');
    expect(codeInput()).toHaveValue('AB2CD');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('3');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB2CD3'));
  });

  it('takes a pasted code whole, spaces and all, and sends it', async () => {
    const { user, onSubmit } = renderEntry();
    await user.paste(' ab2 cd3 ');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB2CD3'));
  });

  it('keeps no more than six characters, and Backspace takes the last one back', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('1234567');
    expect(codeInput()).toHaveValue('123456');
    await user.keyboard('{Backspace}');
    expect(codeInput()).toHaveValue('12345');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a short code under the field when sent with Enter', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('1234{Enter}');
    // antd's form names the error as the field's description (aria-describedby).
    await waitFor(() =>
      expect(codeInput()).toHaveAccessibleDescription(
        'The code has 6 characters (letters and digits), or 5 digits for a test code.',
      ),
    );
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('5{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('12345'));
  });

  it('shows the server’s refusal of a wrong code under the field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { code: 'invalid_code', message: 'Invalid code.' }, 'Invalid code.');
    });
    const { user } = renderEntry({ onSubmit });
    await user.paste('AB2CD3');
    await waitFor(() => expect(codeInput()).toHaveAccessibleDescription('Invalid code.'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a new code only when the wait is over, and empties the field once it is sent', async () => {
    const { unmount } = renderEntry({ resendAvailableAt: Date.now() + 60_000 });
    expect(screen.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    unmount();

    const { user, onResend } = renderEntry();
    await user.keyboard('AB2');
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(codeInput()).toHaveValue(''));
  });

  it('goes back with its own button, by keyboard', async () => {
    const { user, onBack } = renderEntry();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back to the profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledOnce();
  });
});
