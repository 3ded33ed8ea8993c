import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { API_KEY_SECRET_START, CODE_ALPHABET, CODE_LENGTH } from '@cleanops/contracts';

/** 6 characters from a 31-symbol alphabet, from a cryptographic source: about 29.7 bits (DECISIONS.md §3). */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Salted SHA-256; a code lives 10 minutes and allows 5 tries, so a slow hash would buy nothing. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(sha256(`${salt}:${code}`), 'hex'), Buffer.from(hash, 'hex'));
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A session token: 256 random bits; only its SHA-256 is stored (DECISIONS.md §3). */
export function newSessionToken(): { token: string; hash: string } {
  let token = randomBytes(32).toString('base64url');
  // The auth plugin reads a bearer opening with `cok_` as an API key: a session token never does.
  while (token.startsWith(API_KEY_SECRET_START)) token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}
