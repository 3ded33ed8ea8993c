// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ApiError } from '../api/api-error';
import { CodeEntry } from './code-entry';

function renderEntry({
  onSubmit = vi.fn(async () => undefined),
  onResend = vi.fn(async () => undefined),
  withBack = true,
  resendAvailableAt = null as number | null,
  submitLabel = undefined as string | undefined,
} = {}) {
  const onBack = vi.fn();
  const rendered = renderWidget(
    <CodeEntry
      destination="anna@example.com"
      channel="email"
      resendAvailableAt={resendAvailableAt}
      onSubmit={onSubmit}
      onResend={onResend}
      onBack={withBack ? onBack : undefined}
      backLabel={withBack ? 'Change the e-mail' : undefined}
      submitLabel={submitLabel}
    />,
  );
  return { ...rendered, onSubmit, onResend, onBack };
}

const codeInput = () => screen.getByRole('textbox', { name: 'Code' });
const SHORT_CODE = 'The code has 6 characters (letters and digits), or 5 digits for a test code.';

describe('CodeEntry', () => {
  it('says where the code went and waits in the code field', () => {
    renderEntry();
    expect(screen.getByText('anna@example.com').tagName).toBe('STRONG');
    expect(codeInput()).toHaveFocus();
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the code by itself once all six characters are typed, upper-cased', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('ab2cd');
    expect(codeInput()).toHaveValue('AB2CD');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('3');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB2CD3');
  });

  it('takes a pasted code whole, spaces and all, and sends it', async () => {
    const { user, onSubmit } = renderEntry();
    await user.paste(' ab2 cd3 ');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB2CD3');
  });

  it('Backspace takes back the last character and nothing is sent until the code is whole again', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('AB2CD');
    await user.keyboard('{Backspace}{Backspace}');
    expect(codeInput()).toHaveValue('AB2');
    await user.keyboard('CD');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('3');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB2CD3');
  });

  it('keeps no more than six characters', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('1234567');
    expect(codeInput()).toHaveValue('123456');
    await user.keyboard('{Backspace}');
    expect(codeInput()).toHaveValue('12345');
    // Six digits are neither a code (its alphabet has no 0 or 1) nor a five-digit test code.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a five-digit test code with Enter, and refuses a short code under the field', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('1234{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(SHORT_CODE);
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription(SHORT_CODE);

    await user.keyboard('5{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('12345');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal of a wrong code under the field, the field ready for another try', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { code: 'invalid_code', message: 'Invalid code.' }, 'Invalid code.');
    });
    const { user } = renderEntry({ onSubmit });
    await user.paste('AB2CD3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');
    expect(codeInput()).toHaveAccessibleDescription('Invalid code.');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(codeInput()).toHaveFocus());
    expect(codeInput()).toBeEnabled();
  });

  it('offers a new code only when the wait is over, and empties the field once it is sent', async () => {
    const { unmount } = renderEntry({ resendAvailableAt: Date.now() + 60_000 });
    expect(screen.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
    unmount();

    const { user, onResend } = renderEntry();
    await user.keyboard('AB2');
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(codeInput()).toHaveValue('');
  });

  it('goes back with its own button, by keyboard, after the sign-in button', async () => {
    const { user, onBack } = renderEntry();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change the e-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('names its button as told (verifying a contact), and without a way back goes from it to the resend', async () => {
    const { user } = renderEntry({ withBack: false, submitLabel: 'Confirm' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toHaveFocus();
  });
});
