import { createHash } from 'node:crypto';
import { ROOM_CODE_LENGTH } from '@cleanops/contracts';

/** Crockford's base32: no I, L, O or U, so a code read off paper is typed without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short code printed under a room's QR code, for staff to type when the camera cannot read it.
 * Derived from the token (no column to keep in step); only ever compared with the rooms of one task,
 * where 30 bits make a clash practically impossible.
 */
export function roomCodeOf(qrToken: string): string {
  const digest = createHash('sha256').update(qrToken).digest();
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ALPHABET[digest[i]! % 32];
  return code;
}

/** What a scan sends: the room's URL from the camera, the bare token, or the typed short code. */
export function matchesRoom(scanned: string, qrToken: string): boolean {
  const value = scanned.trim();
  if (value === qrToken || value.endsWith(`/q/${qrToken}`)) return true;
  const typed = value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return typed === roomCodeOf(qrToken);
}
