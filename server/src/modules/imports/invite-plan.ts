import {
  INVITE_CONTACTS_MAX,
  INVITE_IMPORT_COLUMNS,
  INVITE_IMPORT_REQUIRED,
  type TImportRow,
  type TImportSummary,
  type TLanguage,
  type TStaffRole,
  ZInviteContact,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { normaliseTerm, ROLE_INDEX } from '../../i18n/spreadsheet-terms';
import { type Actor, contactProblems, mayInviteAs } from '../invites/invites.service';
import { issueProblem, type RowProblem, readRows, rowErrors } from './sheet-rows';
import type { Sheet } from './spreadsheet';

export interface InvitePlan {
  rows: TImportRow[];
  summary: TImportSummary;
  /** The contacts to invite, by role, in the file's order. */
  byRole: Map<TStaffRole, string[]>;
}

/**
 * Reads a sheet of contacts with the invitation's own rules (docs/integrations.md): the contact's
 * schema, who may invite which role, and the checks POST /invite makes (yourself, twice, already an
 * employee). A file invites at most as many people as one POST /invite does.
 */
export async function planInvites(
  db: Db,
  actor: Actor,
  workspaceId: string,
  sheet: Sheet,
  language: TLanguage,
): Promise<InvitePlan> {
  const read = readRows(sheet, INVITE_IMPORT_COLUMNS, INVITE_IMPORT_REQUIRED, language);
  const parsed = read.map(({ row, values }) => {
    const problems: RowProblem[] = [];
    let contact: string | null = null;
    const raw = values.contact ?? '';
    if (!raw) problems.push({ column: 'contact', key: 'required' });
    else {
      const result = ZInviteContact.safeParse(raw.includes('@') ? { email: raw } : { phone: raw });
      if (result.success) contact = 'email' in result.data ? result.data.email : result.data.phone;
      else problems.push(issueProblem('contact', result.error.issues[0]!));
    }
    let role: TStaffRole = 'cleaner';
    if (values.role) {
      const found = ROLE_INDEX.get(normaliseTerm(values.role));
      if (!found) problems.push({ column: 'role', key: 'invalidValue' });
      else if (!mayInviteAs(actor, found)) problems.push({ column: 'role', key: 'inviteAdminOwnerOnly' });
      else role = found;
    }
    return { row, values, problems, contact, role };
  });

  const checked = parsed.filter((p) => p.contact && !p.problems.length);
  const found = await contactProblems(
    db,
    actor,
    workspaceId,
    checked.map((p) => ({ path: String(p.row), contact: p.contact! })),
  );
  const byRow = new Map(parsed.map((p) => [String(p.row), p]));
  for (const problem of found)
    byRow.get(problem.path)?.problems.push({ column: 'contact', key: problem.key });

  const byRole = new Map<TStaffRole, string[]>();
  const rows: TImportRow[] = [];
  const summary: TImportSummary = {
    rows: 0,
    errorRows: 0,
    unchangedRows: 0,
    locations: 0,
    rooms: 0,
    checklistLinks: 0,
    invites: 0,
  };
  for (const p of parsed) {
    summary.rows += 1;
    if (!p.problems.length && summary.invites >= INVITE_CONTACTS_MAX)
      p.problems.push({ column: 'contact', key: 'importInvitesLimit', vars: { max: INVITE_CONTACTS_MAX } });
    if (p.problems.length) {
      summary.errorRows += 1;
      rows.push({ row: p.row, values: p.values, outcome: 'error', errors: rowErrors(p.problems, language) });
      continue;
    }
    summary.invites += 1;
    byRole.set(p.role, [...(byRole.get(p.role) ?? []), p.contact!]);
    rows.push({ row: p.row, values: p.values, outcome: 'invite', errors: [] });
  }
  return { rows, summary, byRole };
}
