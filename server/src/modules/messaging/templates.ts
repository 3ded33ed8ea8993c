import { CODE_TTL_MINUTES, type TLanguage, type TStaffRole } from '@cleanops/contracts';
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

export interface InviteMessageInput {
  /** The inviter's name as people know it (name and surname, or their contact when they have none). */
  inviter: string;
  role: TStaffRole;
  locationTitle: string | null;
  /** Where to sign in: PUBLIC_URL, or the origin the inviter used. */
  url: string;
  /** The contact the invitation is for: the addressee signs in with it to find the invitation waiting. */
  channel: 'email' | 'phone';
  language: TLanguage;
}

interface InvitePhrases {
  subject: string;
  role: Record<TStaffRole, string>;
  text: (p: { inviter: string; role: string; at: string; url: string; channel: 'email' | 'phone' }) => string;
  at: (title: string) => string;
}

/** DECISIONS.md §5: the message each invited contact gets, in the inviter's language. */
const INVITE_PHRASES: Record<TLanguage, InvitePhrases> = {
  en: {
    subject: 'Invitation to work in CleanOps',
    role: { admin: 'an administrator', manager: 'a manager', cleaner: 'an employee' },
    at: (title) => ` at ${title}`,
    text: ({ inviter, role, at, url, channel }) =>
      `${inviter} invites you to work with them in CleanOps as ${role}${at}. ` +
      `Sign in at ${url} with this ${channel === 'email' ? 'e-mail' : 'phone number'} to accept.`,
  },
  kk: {
    subject: 'CleanOps жүйесінде жұмысқа шақыру',
    role: { admin: 'әкімші', manager: 'менеджер', cleaner: 'қызметкер' },
    at: (title) => ` («${title}» нысаны)`,
    text: ({ inviter, role, at, url, channel }) =>
      `${inviter} сізді CleanOps жүйесінде бірге жұмыс істеуге шақырады, рөліңіз: ${role}${at}. ` +
      `Шақыруды қабылдау үшін ${url} сайтына осы ${channel === 'email' ? 'электрондық пошта' : 'телефон нөмірі'} арқылы кіріңіз.`,
  },
  ru: {
    subject: 'Приглашение на работу в CleanOps',
    role: { admin: 'администратор', manager: 'менеджер', cleaner: 'сотрудник' },
    at: (title) => ` (объект «${title}»)`,
    text: ({ inviter, role, at, url, channel }) =>
      `${inviter} приглашает вас работать вместе в CleanOps, ваша роль: ${role}${at}. ` +
      `Чтобы принять приглашение, войдите на ${url} с этим ${channel === 'email' ? 'адресом e-mail' : 'номером телефона'}.`,
  },
  es: {
    subject: 'Invitación para trabajar en CleanOps',
    role: { admin: 'administrador', manager: 'gestor', cleaner: 'empleado' },
    at: (title) => ` en ${title}`,
    text: ({ inviter, role, at, url, channel }) =>
      `${inviter} te invita a trabajar en su equipo en CleanOps como ${role}${at}. ` +
      `Para aceptar, inicia sesión en ${url} con este ${channel === 'email' ? 'correo electrónico' : 'número de teléfono'}.`,
  },
};

export function renderInviteMessage(input: InviteMessageInput) {
  const p = INVITE_PHRASES[input.language];
  return {
    subject: p.subject,
    text: p.text({
      inviter: input.inviter,
      role: p.role[input.role],
      at: input.locationTitle ? p.at(input.locationTitle) : '',
      url: input.url,
      channel: input.channel,
    }),
  };
}
