// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { isPhoneEmpty, PhoneField } from './phone-field';

/** The field as a page uses it: a label, the value kept by the page, an error under it. */
function Field({ onChange, error }: { onChange: (phone: string) => void; error?: string }) {
  const [phone, setPhone] = useState('');
  return (
    <>
      <label htmlFor="phone">Phone number</label>
      <PhoneField
        id="phone"
        value={phone}
        onChange={(next) => {
          setPhone(next);
          onChange(next);
        }}
        defaultCountry="kz"
        autoFocus
        aria-invalid={!!error}
        aria-describedby={error ? 'phone-error' : undefined}
      />
      {error && <p id="phone-error">{error}</p>}
    </>
  );
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone number' });

describe('PhoneField', () => {
  it('waits in the field with the region’s dial code, and gives the typed number in E.164', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Field onChange={onChange} />);
    expect(phoneInput()).toHaveFocus();
    expect(phoneInput()).toHaveAttribute('autocomplete', 'tel');
    expect(phoneInput()).toHaveValue('+7 ');
    await user.keyboard('7011234567');
    expect(onChange).toHaveBeenLastCalledWith('+77011234567');
    expect(isPhoneEmpty(onChange.mock.lastCall?.[0])).toBe(false);
    expect(isPhoneEmpty('+7')).toBe(true);
  });

  it('is marked invalid with its error as its description, and not otherwise', () => {
    const { unmount } = renderWidget(<Field onChange={() => undefined} />);
    expect(phoneInput()).not.toHaveAttribute('aria-invalid');
    expect(phoneInput()).not.toHaveAttribute('aria-describedby');
    unmount();
    renderWidget(<Field onChange={() => undefined} error="Enter the number in full." />);
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAccessibleDescription('Enter the number in full.');
  });

  it('takes a name of its own where no label points at it', () => {
    renderWidget(<PhoneField defaultCountry="ru" aria-label="Phone number" />);
    expect(phoneInput()).toHaveValue('+7 ');
  });

  it('lets the country be chosen by keyboard, the preferred ones first, and goes back to the number', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Field onChange={onChange} />);
    await user.tab({ shift: true });
    const country = screen.getByRole('combobox', { name: 'Country selector' });
    expect(country).toHaveAttribute('aria-expanded', 'false');
    expect(country).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(country).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.getAttribute('data-country'))).toEqual([
      'kz',
      'es',
      'ru',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('+34');
    expect(phoneInput()).toHaveFocus();
  });
});
