import { ADMIN_SUBSCRIPTION_FILTERS, type TAdminUserListQuery, USER_TYPES } from '@cleanops/contracts';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';

const SORTS = ['createdAt', 'name', 'lastSignInAt'] as const;

function parse(search: URLSearchParams) {
  return {
    ...readListBasics(search),
    type: oneOf(search.get('type'), USER_TYPES),
    subscription: oneOf(search.get('subscription'), ADMIN_SUBSCRIPTION_FILTERS),
    workspaceId: search.get('workspaceId') || undefined,
    sortBy: oneOf(search.get('sortBy'), SORTS) ?? 'createdAt',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
  };
}
export type UserListParams = ReturnType<typeof parse>;

const DEFAULTS = { sortBy: 'createdAt', sortDir: 'desc' } as const;

/** The users list's search, filters, sort and page, kept in the address (the dashboard links to them). */
export function useUserListParams() {
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TAdminUserListQuery = { ...params };
  const filtered = Boolean(params.search || params.type || params.subscription || params.workspaceId);
  return { params, query, update, filtered };
}
