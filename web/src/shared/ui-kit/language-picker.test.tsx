// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { currentLanguage } from '../i18n/i18n';
import { LanguagePicker } from './language-picker';

function picker(name = 'Interface language') {
  return screen.getByRole('combobox', { name });
}

function activeOption() {
  const id = picker().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('LanguagePicker', () => {
  it('is a closed combobox showing the language in use', () => {
    renderWidget(<LanguagePicker />);
    expect(picker()).toHaveTextContent('English');
    expect(picker()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on Enter with the language in use selected and active, each option named in itself', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.tab();
    expect(picker()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Interface language' });
    expect(picker()).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Қазақша', 'Русский', 'Español']);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Русский' })).toHaveAttribute('aria-selected', 'false');
    expect(activeOption()).toBe(screen.getByRole('option', { name: 'English' }));
    // The list is driven from the combobox: focus stays there.
    expect(picker()).toHaveFocus();
  });

  it('moves the active option with the arrows, Home and End, and picks it with Enter', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('English');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Русский');
    await user.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('Español');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Español');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('English');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('English');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentLanguage()).toBe('ru');
    // The interface is in Russian now, the combobox named in it, and focus has not moved.
    expect(picker('Язык интерфейса')).toHaveAttribute('aria-expanded', 'false');
    expect(picker('Язык интерфейса')).toHaveTextContent('Русский');
    expect(picker('Язык интерфейса')).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with Space and picks with Space', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.tab();
    await user.keyboard(' ');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(currentLanguage()).toBe('kk');
    expect(picker('Интерфейс тілі')).toHaveTextContent('Қазақша');
  });

  it('closes on Escape without changing the language, focus staying on the combobox', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(picker()).not.toHaveAttribute('aria-activedescendant');
    expect(picker()).toHaveFocus();
    expect(currentLanguage()).toBe('en');
  });

  it('reopens on the language in use, not the one last moved to', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.tab();
    await user.keyboard('{Enter}{End}{Escape}{Enter}');
    expect(activeOption()).toHaveTextContent('English');
  });

  it('closes when Tab leaves it, and focus goes on', async () => {
    const { user } = renderWidget(
      <>
        <LanguagePicker />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
  });

  it('with the pointer: a click opens, a click on an option picks it and returns focus to the combobox', async () => {
    const { user } = renderWidget(<LanguagePicker />);
    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Español' }));
    expect(currentLanguage()).toBe('es');
    expect(picker('Idioma de la interfaz')).toHaveFocus();
    expect(picker('Idioma de la interfaz')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it and on a second click on the combobox', async () => {
    const { user } = renderWidget(
      <>
        <LanguagePicker />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(picker());
    await user.click(screen.getByText('Elsewhere'));
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker());
    await user.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(currentLanguage()).toBe('en');
  });
});
