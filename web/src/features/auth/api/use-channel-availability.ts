import type { TMessagingType } from '@cleanops/contracts';
import { useAvailableMessagingTypes } from './available-messaging-types';

/** Which sign-in channels the server offers now (SPEC.md §5: buttons show only for offered channels). */
export function useChannelAvailability() {
  const query = useAvailableMessagingTypes();
  const offered = new Set<TMessagingType>(query.data ?? []);
  return {
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
    isRetrying: query.isFetching,
    offers: (type: TMessagingType) => offered.has(type),
  };
}
