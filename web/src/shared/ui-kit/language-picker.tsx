import type { TLanguage } from '@cleanops/contracts';
import { LANGUAGES } from '@cleanops/contracts/rules';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { useCloseOnOutsidePress } from './use-close-on-outside-press';

/**
 * The interface language for the sign-in pages, without antd: a combobox button with a
 * listbox (WAI-ARIA "select-only combobox"), each language named in itself, as LanguageSelect.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const value = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(LANGUAGES.indexOf(value));
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const insidePress = useCloseOnOutsidePress(open, root, setOpen);

  const show = () => {
    setActive(LANGUAGES.indexOf(value));
    setOpen(true);
  };
  const choose = (language: TLanguage) => {
    setOpen(false);
    button.current?.focus();
    if (language !== value) void changeLanguage(language);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = LANGUAGES.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      if (open) setActive(move());
      else show();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) choose(LANGUAGES[active] ?? value);
      else show();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="pui-language" style={{ position: 'relative' }} {...insidePress}>
      <button
        ref={button}
        type="button"
        role="combobox"
        className="pui-select"
        aria-label={t('language.label')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${LANGUAGES[active]}` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        <span>{LANGUAGE_NAMES[value]}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={listId} role="listbox" aria-label={t('language.label')} className="pui-listbox" hidden={!open}>
        {LANGUAGES.map((language, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys (aria-activedescendant)
          <div
            tabIndex={-1}
            key={language}
            id={`${listId}-${language}`}
            role="option"
            title={LANGUAGE_NAMES[language]}
            lang={language}
            aria-selected={language === value}
            data-active={open && index === active ? 'true' : undefined}
            onPointerEnter={() => setActive(index)}
            onClick={() => choose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </div>
        ))}
      </div>
    </div>
  );
}
