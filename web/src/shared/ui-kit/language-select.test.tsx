// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await changeLanguage('en');
});

describe('LanguageSelect', () => {
  it("is the browser's own select, showing the language in use, each language named in itself", () => {
    renderWidget(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Қазақша',
      'Русский',
      'Español',
    ]);
  });

  it('switches the interface language when another is chosen, and says which', async () => {
    const onChanged = vi.fn();
    const { user } = renderWidget(<LanguageSelect onChanged={onChanged} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'Қазақша');
    await vi.waitFor(() => expect(currentLanguage()).toBe('kk'));
    expect(onChanged).toHaveBeenCalledWith('kk');
    expect(screen.getByRole('combobox', { name: 'Интерфейс тілі' })).toHaveValue('kk');
  });
});
