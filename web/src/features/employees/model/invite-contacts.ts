import { type TInviteContact, ZEmail, ZPhone } from '@cleanops/contracts';

export type ContactKind = 'email' | 'phone';

/** One row of the invite form: the kind chosen and what was typed for each kind. */
export interface ContactRow {
  kind: ContactKind;
  email?: string;
  phone?: string;
}

/** Keys of the `employees` namespace under `invite.errors`, or of `validation`. */
export type ContactProblemKey = 'invalidEmail' | 'invalidPhone' | 'self' | 'duplicate';

export interface ContactProblem {
  row: number;
  field: ContactKind;
  key: ContactProblemKey;
}

export interface CheckedContacts {
  /** What to send, without blank rows. */
  contacts: TInviteContact[];
  /** contacts[i] came from form row rowOf[i]: maps the server's `contacts.<i>` back to the row. */
  rowOf: number[];
  problems: ContactProblem[];
}

interface OwnContacts {
  email: string | null;
  phone: string | null;
}

/** Only the dial code (at most 3 digits) that the phone input always shows: nothing typed yet. */
function isBlankPhone(phone: string | undefined): boolean {
  return (phone ?? '').replace(/\D/g, '').length <= 3;
}

function isBlank(row: ContactRow): boolean {
  return row.kind === 'email' ? !row.email?.trim() : isBlankPhone(row.phone);
}

/**
 * The checks DECISIONS.md §5 lets the browser make before sending: a valid e-mail or phone, not
 * your own, not twice in the list (the second one is marked). Blank rows are left out, so a spare
 * row added by "Add another contact" never blocks sending; the server checks everything again.
 */
export function checkInviteContacts(rows: ContactRow[], own: OwnContacts): CheckedContacts {
  const ownEmail = own.email ? ZEmail.safeParse(own.email).data : undefined;
  const ownPhone = own.phone ? ZPhone.safeParse(own.phone).data : undefined;
  const seen = new Set<string>();
  const result: CheckedContacts = { contacts: [], rowOf: [], problems: [] };

  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const field = row.kind;
    const parsed = field === 'email' ? ZEmail.safeParse(row.email ?? '') : ZPhone.safeParse(row.phone ?? '');
    if (!parsed.success) {
      result.problems.push({ row: index, field, key: field === 'email' ? 'invalidEmail' : 'invalidPhone' });
      return;
    }
    const value = parsed.data;
    if (value === (field === 'email' ? ownEmail : ownPhone)) {
      result.problems.push({ row: index, field, key: 'self' });
      return;
    }
    const seenKey = `${field}:${value}`;
    if (seen.has(seenKey)) {
      result.problems.push({ row: index, field, key: 'duplicate' });
      return;
    }
    seen.add(seenKey);
    result.contacts.push(field === 'email' ? { email: value } : { phone: value });
    result.rowOf.push(index);
  });
  return result;
}

/** Which row and input a server field error such as `body.contacts.2.email` belongs to. */
export function rowOfServerPath(
  path: string,
  rowOf: number[],
): { row: number; field?: ContactKind } | 'list' | null {
  const match = /(?:^|\.)contacts(?:\.(\d+)(?:\.(email|phone))?)?$/.exec(path);
  if (!match) return null;
  if (match[1] === undefined) return 'list';
  const row = rowOf[Number(match[1])];
  if (row === undefined) return 'list';
  return { row, field: match[2] as ContactKind | undefined };
}
