import type { TAdminLogsQuery } from '@cleanops/contracts';
import { readListBasics, useListParams } from '@/shared/hooks/use-list-params';

const ACTION_RE = /^[a-z][a-z_]{0,63}$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isInstant = (value: string | null) => value !== null && !Number.isNaN(Date.parse(value));

/** A hand-edited address stays harmless: what the contract would refuse is dropped, not sent. */
function parse(search: URLSearchParams) {
  const { page, pageSize } = readListBasics(search);
  const pick = (key: string, re: RegExp) => {
    const value = search.get(key);
    return value && re.test(value) ? value : undefined;
  };
  const from = search.get('from');
  const to = search.get('to');
  return {
    page,
    pageSize,
    action: pick('action', ACTION_RE),
    userId: pick('userId', UUID_RE),
    workspaceId: pick('workspaceId', UUID_RE),
    ip: search.get('ip')?.trim().slice(0, 64) || undefined,
    from: isInstant(from) ? (from as string) : undefined,
    to: isInstant(to) ? (to as string) : undefined,
  };
}
export type LogParams = ReturnType<typeof parse>;

/** /logs' filters and page in the address: the workspace screen links to its own lines. */
export function useLogParams() {
  const { params, update } = useListParams(parse);
  // Newest first (the contract's default sortDir is desc).
  const query: TAdminLogsQuery = { ...params };
  const filtered = Boolean(
    params.action || params.userId || params.workspaceId || params.ip || params.from || params.to,
  );
  return { params, query, update, filtered };
}
