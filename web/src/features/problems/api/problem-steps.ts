import {
  type TAssignProblemRequest,
  type TProblem,
  type TResolveProblemRequest,
  type TSendToContractorRequest,
  type TWontFixProblemRequest,
  ZProblem,
} from '@cleanops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * The owner's steps on one problem (DECISIONS.md §13). Each answers the whole problem, which goes
 * straight into its page; the lists and the readiness board (a blocking problem closed or reopened
 * changes a rental's state) are marked stale.
 */

type Step =
  | { kind: 'assign'; body: TAssignProblemRequest }
  | { kind: 'contractor'; body: TSendToContractorRequest }
  | { kind: 'revoke' }
  | { kind: 'resolve'; body: TResolveProblemRequest }
  | { kind: 'wont-fix'; body: TWontFixProblemRequest }
  | { kind: 'reopen' };

function send(id: string, step: Step, quiet?: (error: ApiError) => boolean): Promise<TProblem> {
  const schema = import.meta.env.DEV ? ZProblem : undefined;
  if (step.kind === 'revoke')
    return apiRequest(`/problems/${id}/contractor-link`, { method: 'DELETE', schema, quiet });
  return apiRequest(`/problems/${id}/${step.kind}`, {
    method: 'POST',
    body: 'body' in step ? step.body : undefined,
    schema,
    quiet,
  });
}

/** `quiet`: errors the dialog shows by its fields itself (a wrong address) rather than as a toast. */
export function useProblemStep(id: string, quiet?: (error: ApiError) => boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: Step) => send(id, step, quiet),
    onSuccess: (problem) => {
      client.setQueryData(queryKeys.problem(id), problem);
      void client.invalidateQueries({ queryKey: ['problems', 'list'] });
      void client.invalidateQueries({ queryKey: ['readiness'] });
    },
  });
}
