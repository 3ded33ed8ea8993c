// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { renderWidget } from '@/test/render';
import { PlainCodeEntry } from './plain-code-entry';

function renderEntry({
  onSubmit = vi.fn(async () => undefined),
  onResend = vi.fn(async () => undefined),
  onBack = vi.fn(),
  resendAvailableAt = null as number | null,
} = {}) {
  const rendered = renderWidget(
    <PlainCodeEntry
      destination="anna@example.com"
      channel="email"
      resendAvailableAt={resendAvailableAt}
      onSubmit={onSubmit}
      onResend={onResend}
      onBack={onBack}
      backLabel="Change the e-mail"
    />,
  );
  return { ...rendered, onSubmit, onResend, onBack };
}

const codeInput = () => screen.getByRole('textbox', { name: 'Code' });

describe('PlainCodeEntry', () => {
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
    const { user } = renderEntry();
    await user.keyboard('1234567');
    expect(codeInput()).toHaveValue('123456');
  });

  it('sends a five-digit test code with Enter, and refuses a short code under the field', async () => {
    const { user, onSubmit } = renderEntry();
    await user.keyboard('1234{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(
      'The code has 6 characters (letters and digits), or 5 digits for a test code.',
    );
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription(error.textContent ?? '');

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

  it('goes back with its own button, by keyboard', async () => {
    const { user, onBack } = renderEntry();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change the e-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledOnce();
  });
});
