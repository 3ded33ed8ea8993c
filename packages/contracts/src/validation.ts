import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_RE,
  isWellFormedCode,
  NAME_MAX,
  NAME_MIN,
  NAME_RE,
  normalizeCode,
  normalizeEmail,
  normalizePhone,
  PHONE_RE,
  TEST_CODE_RE,
} from './rules';

/* The schemas of the contact, code and name rules (rules.ts, where the plain pages take them from). */

export const ZEmail = z
  .string()
  .overwrite(normalizeEmail)
  .max(EMAIL_MAX, { message: 'invalidEmail' })
  .pipe(z.email({ pattern: EMAIL_RE, message: 'invalidEmail' }));
export const ZPhone = z
  .string()
  .transform(normalizePhone)
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
