import { z } from 'zod';

/** Delivered login codes: 6 characters, digits and upper-case letters without look-alikes (DECISIONS.md §3). */
export const CODE_LENGTH = 6;
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Test credentials use a fixed 5-digit code (SPEC.md §5, §9). */
export const TEST_CODE_LENGTH = 5;
export const CODE_TTL_MINUTES = 10;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_WRONG_TRIES = 5;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
/** Default unavailable period when a user switches availability off (SPEC.md §4, §9). */
export const DEFAULT_UNAVAILABLE_DAYS = 7;

const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
const TEST_CODE_RE = new RegExp(`^\\d{${TEST_CODE_LENGTH}}$`);

/** Normalises what a person typed: upper-cased, spaces removed (the form shows the code upper-cased). */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isWellFormedCode(code: string): boolean {
  return CODE_RE.test(code) || TEST_CODE_RE.test(code);
}

/** Letters of any script, with inner spaces, hyphens and apostrophes: "Anna-Maria", "O'Neil", "Әсел". */
export const NAME_RE = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
/** E.164: a leading plus, then 8 to 15 digits (SPEC.md §5: the number is sent with a leading plus). */
export const PHONE_RE = /^\+[1-9]\d{7,14}$/;

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: 'invalidEmail' })
  .pipe(z.email({ message: 'invalidEmail' }));
export const ZPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(PHONE_RE, { message: 'invalidPhone' }));
export const ZCode = z
  .string()
  .max(32, { message: 'invalidCode' })
  .transform(normalizeCode)
  .refine(isWellFormedCode, { message: 'invalidCode' });
export const ZTestCode = z.string().regex(TEST_CODE_RE, { message: 'invalidTestCode' });
export const ZPersonName = (kind: 'name' | 'surname') =>
  z
    .string()
    .trim()
    .min(NAME_MIN, { message: 'minLength' })
    .max(NAME_MAX, { message: 'maxLength' })
    .regex(NAME_RE, { message: kind === 'name' ? 'invalidName' : 'invalidSurname' });

/**
 * Control characters: C0 (NUL among them, which PostgreSQL cannot store at all), DEL and C1, and
 * half an emoji (a lone surrogate, which PostgreSQL refuses in JSON). Nobody types them into a name
 * or a title; a multi-line text keeps tab and line breaks.
 */
const NO_CONTROL_RE = /^[^\p{Cc}\p{Cs}]*$/u;
const NO_CONTROL_EXCEPT_LINES_RE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;
export const SEARCH_MAX = 100;

/**
 * A one-line text a person types: a name, a title, an address, a search. Every such field of every
 * request uses it, so a control character is a field error (400) in the form and on the server alike.
 * `min` 1 reads as "required".
 */
export function ZLine(max: number, min = 0) {
  const trimmed = z.string().trim();
  const bounded = min > 0 ? trimmed.min(min, { message: min === 1 ? 'required' : 'minLength' }) : trimmed;
  return bounded.max(max, { message: 'maxLength' }).regex(NO_CONTROL_RE, { message: 'controlCharacters' });
}

/** A text of several lines (a description, a comment, a guest's review): tab and line breaks allowed. */
export function ZMultiline(max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: 'maxLength' })
    .regex(NO_CONTROL_EXCEPT_LINES_RE, { message: 'controlCharacters' });
}

/** The `search` parameter of every list. */
export const ZSearch = ZLine(SEARCH_MAX).optional();
