import type { TRight } from '@cleanops/contracts';
import { useAuthStore } from '@/shared/stores/auth-store';

/** Hides what the user cannot use; the server checks the right anyway (DECISIONS.md §4). */
export function useCan(right: TRight): boolean {
  return useAuthStore((s) => s.rights.includes(right));
}
