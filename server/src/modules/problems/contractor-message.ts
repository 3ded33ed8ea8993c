import type { TLanguage } from '@cleanops/contracts';

export interface ContractorMessageInput {
  contractorName: string;
  /** Who sends it, as the workspace's people know them. */
  sender: string;
  locationTitle: string;
  address: string;
  /** The problem's text, shortened for an SMS. */
  text: string;
  /** The contractor's page: PUBLIC_URL + /fix/<token>. */
  url: string;
  /** The link's last day, formatted for the contractor. */
  until: string;
  language: TLanguage;
}

const LOCALES: Record<TLanguage, string> = { en: 'en-GB', kk: 'kk-KZ', ru: 'ru-RU', es: 'es-ES' };

/** The last moment of a link as a date in the contractor's language (UTC: no zone of theirs is known). */
export function formatUntil(at: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/**
 * The message a contractor gets with their link (DECISIONS.md §13), in the language the owner chose
 * for them. No account is needed: the link shows the problem and takes their answer.
 */
const PHRASES: Record<TLanguage, (v: ContractorMessageInput) => { subject: string; text: string }> = {
  en: (v) => ({
    subject: `Repair request: ${v.locationTitle}`,
    text:
      `Hello, ${v.contractorName}. ${v.sender} asks you to fix a problem at ${v.locationTitle}, ${v.address}: "${v.text}". ` +
      `See the photos and the access notes, and say when it is fixed, at ${v.url} (valid until ${v.until}).`,
  }),
  kk: (v) => ({
    subject: `Жөндеуге өтініш: ${v.locationTitle}`,
    text:
      `Сәлеметсіз бе, ${v.contractorName}. ${v.sender} «${v.locationTitle}» нысанындағы (${v.address}) мәселені шешуді сұрайды: «${v.text}». ` +
      `Фотосуреттер мен кіру туралы нұсқауларды көріп, жұмыстың нәтижесін мына сілтеме арқылы жіберіңіз: ${v.url} (${v.until} дейін жарамды).`,
  }),
  ru: (v) => ({
    subject: `Заявка на ремонт: ${v.locationTitle}`,
    text:
      `Здравствуйте, ${v.contractorName}. ${v.sender} просит устранить проблему на объекте «${v.locationTitle}», ${v.address}: «${v.text}». ` +
      `Фото и указания о доступе — по ссылке ${v.url}; там же сообщите, когда всё будет готово (ссылка действует до ${v.until}).`,
  }),
  es: (v) => ({
    subject: `Solicitud de reparación: ${v.locationTitle}`,
    text:
      `Hola, ${v.contractorName}. ${v.sender} te pide que resuelvas una incidencia en ${v.locationTitle}, ${v.address}: «${v.text}». ` +
      `Consulta las fotos y las indicaciones de acceso, y avisa cuando esté resuelta, en ${v.url} (válido hasta el ${v.until}).`,
  }),
};

export function renderContractorMessage(input: ContractorMessageInput): { subject: string; text: string } {
  return PHRASES[input.language](input);
}
