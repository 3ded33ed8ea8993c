import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { PHONE_FLAGS } from './internal/phone-flags';
import './phone-field.css';

/** SPEC.md §5: preferred countries Kazakhstan, Spain, Russia. */
const PREFERRED_PHONE_COUNTRIES = ['kz', 'es', 'ru'];

interface PhoneFieldProps {
  /** The input's id, for its <label htmlFor> (antd's Form.Item passes it too). */
  id?: string;
  value?: string;
  onChange?: (phone: string) => void;
  defaultCountry: 'kz' | 'ru';
  autoFocus?: boolean;
  /** Its name where no <label> points at it. */
  'aria-label'?: string;
  /** Set by the page's own field, or by antd's Form.Item when its rule fails. */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** Dial codes have at most 3 digits; with only those there, the person has not typed a number yet. */
export function isPhoneEmpty(phone: string | undefined): boolean {
  return (phone ?? '').replace(/\D/g, '').length <= 3;
}

/**
 * The app's one phone input: react-international-phone with the country picker, in the plain
 * inputs' look, without antd (the sign-in flow has it). The value is E.164 with a leading plus.
 */
export function PhoneField({
  id,
  value,
  onChange,
  defaultCountry,
  autoFocus,
  'aria-label': label,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
}: PhoneFieldProps) {
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  return (
    <PhoneInput
      className={invalid ? 'kit-phone-field kit-phone-field-invalid' : 'kit-phone-field'}
      value={value}
      onChange={(phone) => onChange?.(phone)}
      defaultCountry={defaultCountry}
      preferredCountries={PREFERRED_PHONE_COUNTRIES}
      forceDialCode
      flags={PHONE_FLAGS}
      inputStyle={{ width: '100%' }}
      inputProps={{
        id,
        autoComplete: 'tel',
        'aria-label': label,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
      autoFocus={autoFocus}
    />
  );
}
