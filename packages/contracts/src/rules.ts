/*
 * The contracts' rules that need no zod: constants, patterns, limits and the functions that apply them.
 * The schemas build on these (common.ts, validation.ts, auth.ts, complaints.ts, …), so each rule is
 * written once. Pages that must stay small import this module alone (`@cleanops/contracts/rules`): the
 * guest page, the sign-in flow, the script index.html runs before the app, and the start pages. It
 * imports nothing, so a bundle that takes it takes no zod (zod-free.test.ts holds that).
 */

// Languages and regions

/** Interface languages (SPEC.md §1). Kazakh is `kk` in the app and `kz` on the wire (SPEC.md §7). */
export const LANGUAGES = ['en', 'kk', 'ru', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'ru';

export const REGIONS = ['kz', 'ru'] as const;
export type TRegion = (typeof REGIONS)[number];
export const DEFAULT_REGION: TRegion = 'kz';

/**
 * Maps any language tag to one we serve: a tag starting with `kz` (or `kk`) is Kazakh, unknown
 * languages fall back to Russian (SPEC.md §1).
 */
export function normalizeLanguage(
  tag: string | null | undefined,
  fallback: TLanguage = FALLBACK_LANGUAGE,
): TLanguage {
  if (!tag) return fallback;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('kz') || lower.startsWith('kk')) return 'kk';
  const base = lower.split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as TLanguage) : fallback;
}

/** The Accept-Language value the API expects for an interface language (SPEC.md §7: kk is sent as kz). */
export function toAcceptLanguage(lng: TLanguage): string {
  return lng === 'kk' ? 'kz' : lng;
}

/** A tag we can serve (kz* and kk* are Kazakh), or null for a language we do not have. */
export function recognizeLanguage(tag: string | null | undefined): TLanguage | null {
  if (!tag?.trim()) return null;
  const mapped = normalizeLanguage(tag, 'en');
  // normalizeLanguage falls back for unknown tags; tell a real English apart from the fallback.
  if (mapped === 'en' && !tag.trim().toLowerCase().startsWith('en')) return null;
  return mapped;
}

/** Where a browser may say which language to show, each read by the page that asks. */
export interface LanguageSources {
  /** The choice the person made in the app, kept on the device. */
  stored: string | null;
  /** The browser's languages, preferred first. */
  browser: readonly string[];
  /** `?lng=` of the address. */
  query: string | null;
  cookie: string | null;
}

/**
 * SPEC.md §1: stored choice, then browser, then query string, then cookie; the first language we
 * serve wins, and with none of them known the interface is Russian.
 */
export function pickLanguage(sources: LanguageSources): TLanguage {
  const candidates = [sources.stored, ...sources.browser, sources.query, sources.cookie];
  for (const candidate of candidates) {
    const language = recognizeLanguage(candidate);
    if (language) return language;
  }
  return normalizeLanguage(null);
}

// Signing in

/** Delivery channels; the login form's method flags EMAIL, PHONE, WHATSAPP map onto these (SPEC.md §3). */
export const MESSAGING_TYPES = ['email', 'phone', 'whatsapp'] as const;
export type TMessagingType = (typeof MESSAGING_TYPES)[number];

export function isMessagingType(value: unknown): value is TMessagingType {
  return typeof value === 'string' && (MESSAGING_TYPES as readonly string[]).includes(value);
}

/** Delivered login codes: 6 characters, digits and upper-case letters without look-alikes (DECISIONS.md §3). */
export const CODE_LENGTH = 6;
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Test credentials use a fixed 5-digit code (SPEC.md §5, §9). */
export const TEST_CODE_LENGTH = 5;
export const CODE_TTL_MINUTES = 10;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_WRONG_TRIES = 5;

const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
export const TEST_CODE_RE = new RegExp(`^\\d{${TEST_CODE_LENGTH}}$`);

/** Normalises what a person typed: upper-cased, spaces removed (the form shows the code upper-cased). */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isWellFormedCode(code: string): boolean {
  return CODE_RE.test(code) || TEST_CODE_RE.test(code);
}

// People and contacts

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
/** Default unavailable period when a user switches availability off (SPEC.md §4, §9). */
export const DEFAULT_UNAVAILABLE_DAYS = 7;

/** Letters of any script, with inner spaces, hyphens and apostrophes: "Anna-Maria", "O'Neil", "Әсел". */
export const NAME_RE = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
/** E.164: a leading plus, then 8 to 15 digits (SPEC.md §5: the number is sent with a leading plus). */
export const PHONE_RE = /^\+[1-9]\d{7,14}$/;
/**
 * An e-mail address as ZEmail takes it (after normalizeEmail): dot-separated parts of letters, digits
 * and `_'+-` before the @, a domain of labels that do not start with a hyphen, and a top-level domain of
 * two letters or more. Latin letters only: the addresses people sign in with, no internationalised ones.
 */
export const EMAIL_RE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail as it is sent and stored: trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The e-mail to send for what a person typed, or null when the contract refuses it (ZEmail). */
export function parseEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  return email.length <= EMAIL_MAX && EMAIL_RE.test(email) ? email : null;
}

/** A phone number as it is sent: spaces, brackets and dashes removed. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s()-]/g, '');
}

/** The number to send for what a person typed, or null when the contract refuses it (ZPhone). */
export function parsePhone(raw: string): string | null {
  const phone = normalizePhone(raw);
  return PHONE_RE.test(phone) ? phone : null;
}

// Guests

export const COMPLAINT_TEXT_MAX = 2000;
/** A guest adds at most this many photos (DECISIONS.md §8). */
export const COMPLAINT_PHOTOS_MAX = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Praise or a complaint (docs/decisions/0033-guests-and-notifications-rules.md): a review rated
 * PRAISE_RATING_MIN stars or more is praise, one rated below it is a complaint that needs action. The guest's own stars decide, not the words:
 * reading a "but the towels were dirty" out of free text in four languages would guess wrong both ways,
 * and a praised visit with a remark stays in the list, where the owner can still turn it into a task.
 * The dashboard counts only complaints as open, the owner's notification and the list name each one.
 */
export const PRAISE_RATING_MIN = 4;
export type TComplaintKind = 'praise' | 'complaint';
export function complaintKind(rating: number): TComplaintKind {
  return rating >= PRAISE_RATING_MIN ? 'praise' : 'complaint';
}

// Places and work

/** Upload caps (DECISIONS.md §1): images 10 MB, documents 20 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const LOCATION_TYPES = ['rental', 'commercial'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];
export const RENTAL_STATES = ['clean', 'dirty'] as const;
export type TRentalState = (typeof RENTAL_STATES)[number];
/** The locations list's sort fields (ZLocationListQuery). */
export const LOCATION_SORT_FIELDS = ['createdAt', 'title', 'updatedAt'] as const;

/** A job report's comment (ZFinishOccurrenceRequest). */
export const REPORT_COMMENT_MAX = 2000;
