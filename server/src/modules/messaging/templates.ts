import { CODE_TTL_MINUTES, type TLanguage } from '@cleanops/contracts';
import type { CodePurpose, OutgoingCode } from './messaging.types';

interface Phrases {
  subject: Record<CodePurpose, string>;
  /** What the code is for; the text reads `<code> <what>. <valid>. <ignore>`. */
  what: Record<CodePurpose, string>;
  valid: (minutes: number) => string;
  ignore: string;
}

/**
 * One short text serves every channel, since each SMS segment is paid for (DECISIONS.md §3): the code
 * comes first, "min" spares plural forms, English keeps to the GSM-7 alphabet (160 characters a
 * segment) and the Russian and Kazakh login texts to 70 (Cyrillic or á switches an SMS to UCS-2).
 */
const PHRASES: Record<TLanguage, Phrases> = {
  en: {
    subject: {
      login: 'Your CleanOps sign-in code',
      change_email: 'Confirm your new e-mail address',
      change_phone: 'Confirm your new phone number',
      change_whatsapp: 'Confirm your WhatsApp number',
    },
    what: {
      login: 'is your CleanOps sign-in code',
      change_email: 'is your CleanOps code to confirm your new e-mail',
      change_phone: 'is your CleanOps code to confirm your new phone number',
      change_whatsapp: 'is your CleanOps code to confirm your WhatsApp number',
    },
    valid: (m) => `Valid for ${m} min`,
    ignore: "If you didn't ask for it, ignore this message.",
  },
  kk: {
    subject: {
      login: 'CleanOps жүйесіне кіру коды',
      change_email: 'Жаңа электрондық поштаңызды растаңыз',
      change_phone: 'Жаңа телефон нөміріңізді растаңыз',
      change_whatsapp: 'WhatsApp нөміріңізді растаңыз',
    },
    what: {
      login: '— CleanOps кіру коды',
      change_email: '— CleanOps: жаңа поштаны растау коды',
      change_phone: '— CleanOps: жаңа нөмірді растау коды',
      change_whatsapp: '— CleanOps: WhatsApp нөмірін растау коды',
    },
    valid: (m) => `${m} минут жарамды`,
    ignore: 'Сұрамасаңыз, елемеңіз.',
  },
  ru: {
    subject: {
      login: 'Код для входа в CleanOps',
      change_email: 'Подтвердите новый адрес почты',
      change_phone: 'Подтвердите новый номер телефона',
      change_whatsapp: 'Подтвердите номер WhatsApp',
    },
    what: {
      login: '— код входа в CleanOps',
      change_email: '— код CleanOps для подтверждения новой почты',
      change_phone: '— код CleanOps для подтверждения нового номера',
      change_whatsapp: '— код CleanOps для подтверждения номера WhatsApp',
    },
    valid: (m) => `Действует ${m} мин`,
    ignore: 'Не вы? Игнорируйте.',
  },
  es: {
    subject: {
      login: 'Tu código de acceso a CleanOps',
      change_email: 'Confirma tu nuevo correo electrónico',
      change_phone: 'Confirma tu nuevo número de teléfono',
      change_whatsapp: 'Confirma tu número de WhatsApp',
    },
    what: {
      login: 'es tu código de acceso a CleanOps',
      change_email: 'es tu código de CleanOps para confirmar tu nuevo correo',
      change_phone: 'es tu código de CleanOps para confirmar tu nuevo número',
      change_whatsapp: 'es tu código de CleanOps para confirmar tu número de WhatsApp',
    },
    valid: (m) => `Válido durante ${m} min`,
    ignore: 'Si no lo pediste, ignora este mensaje.',
  },
};

export function renderCodeMessage({
  code,
  purpose,
  language,
}: Pick<OutgoingCode, 'code' | 'purpose' | 'language'>) {
  const p = PHRASES[language];
  return {
    subject: p.subject[purpose],
    text: `${code} ${p.what[purpose]}. ${p.valid(CODE_TTL_MINUTES)}. ${p.ignore}`,
  };
}
