import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import type { CSSProperties } from 'react';
import { PHONE_FLAGS } from '@/shared/ui/phone-flags';

/** SPEC.md §5: preferred countries Kazakhstan, Spain, Russia (as shared/ui/phone-field.tsx). */
const PREFERRED_PHONE_COUNTRIES = ['kz', 'es', 'ru'];

interface PlainPhoneFieldProps {
  id: string;
  value: string;
  onChange: (phone: string) => void;
  defaultCountry: 'kz' | 'ru';
  invalid: boolean;
  describedBy?: string;
}

/** Dial codes have at most 3 digits; with only those there, the person has not typed a number yet. */
export function isPhoneEmpty(phone: string | undefined): boolean {
  return (phone ?? '').replace(/\D/g, '').length <= 3;
}

/**
 * react-international-phone in the sign-in pages' colours (shared/plain-ui/plain.css), as
 * shared/ui/phone-field.tsx draws it in antd's; the value is E.164 with a leading plus.
 */
export function PlainPhoneField({
  id,
  value,
  onChange,
  defaultCountry,
  invalid,
  describedBy,
}: PlainPhoneFieldProps) {
  const vars = {
    '--react-international-phone-height': '44px',
    '--react-international-phone-font-size': '16px',
    '--react-international-phone-border-radius': '8px',
    '--react-international-phone-border-color': invalid ? 'var(--pui-error)' : 'var(--pui-border-input)',
    '--react-international-phone-background-color': 'var(--pui-bg)',
    '--react-international-phone-text-color': 'var(--pui-text)',
    '--react-international-phone-selected-dropdown-item-background-color': 'var(--pui-primary-bg)',
    '--react-international-phone-dropdown-item-background-color': 'var(--pui-bg-elevated)',
    '--react-international-phone-country-selector-background-color-hover': 'var(--pui-primary-bg)',
    '--react-international-phone-dropdown-item-dial-code-color': 'var(--pui-text-secondary)',
    '--react-international-phone-dropdown-shadow': 'var(--pui-shadow)',
    width: '100%',
  } as CSSProperties;
  return (
    <PhoneInput
      value={value}
      onChange={(phone) => onChange(phone)}
      defaultCountry={defaultCountry}
      preferredCountries={PREFERRED_PHONE_COUNTRIES}
      forceDialCode
      flags={PHONE_FLAGS}
      style={vars}
      inputStyle={{ width: '100%' }}
      inputProps={{
        id,
        autoComplete: 'tel',
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
      autoFocus
    />
  );
}
