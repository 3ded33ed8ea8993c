import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { useTranslation } from 'react-i18next';
import { PHONE_FLAGS } from './phone-flags';

/** SPEC.md §5: preferred countries Kazakhstan, Spain, Russia. */
export const PREFERRED_PHONE_COUNTRIES = ['kz', 'es', 'ru'];

interface PhoneFieldProps {
  value?: string;
  onChange?: (phone: string) => void;
  defaultCountry: 'kz' | 'ru';
  autoFocus?: boolean;
  id?: string;
  status?: 'error';
}

/** Dial codes have at most 3 digits; with only those there, the person has not typed a number yet. */
export function isPhoneEmpty(phone: string | undefined): boolean {
  return (phone ?? '').replace(/\D/g, '').length <= 3;
}

/** react-international-phone dressed in the antd theme; the value is E.164 with a leading plus. */
export function PhoneField({ value, onChange, defaultCountry, autoFocus, id, status }: PhoneFieldProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('common');
  const vars = {
    '--react-international-phone-height': '40px',
    '--react-international-phone-font-size': '16px',
    '--react-international-phone-border-radius': `${token.borderRadius}px`,
    '--react-international-phone-border-color': status === 'error' ? token.colorError : token.colorBorder,
    '--react-international-phone-background-color': token.colorBgContainer,
    '--react-international-phone-text-color': token.colorText,
    '--react-international-phone-selected-dropdown-item-background-color': token.controlItemBgActive,
    '--react-international-phone-dropdown-item-background-color': token.colorBgElevated,
    '--react-international-phone-country-selector-background-color-hover': token.controlItemBgHover,
    '--react-international-phone-dropdown-item-dial-code-color': token.colorTextSecondary,
    '--react-international-phone-dropdown-shadow': token.boxShadowSecondary,
    width: '100%',
  } as CSSProperties;
  return (
    <PhoneInput
      value={value}
      onChange={(phone) => onChange?.(phone)}
      defaultCountry={defaultCountry}
      preferredCountries={PREFERRED_PHONE_COUNTRIES}
      forceDialCode
      flags={PHONE_FLAGS}
      style={vars}
      inputStyle={{ width: '100%' }}
      inputProps={{ id, autoComplete: 'tel', 'aria-label': t('phone.label') }}
      autoFocus={autoFocus}
    />
  );
}
