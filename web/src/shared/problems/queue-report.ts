import type { TProblemKind, TProblemSeverity } from '@cleanops/contracts';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import type { QueuedStep } from '../offline/queued-step';
import { enqueueStep, onStepSent, syncNow } from '../offline/step-queue';

/*
 * A problem report goes through the device's queue like a job's steps (offline/step-queue.ts): kept
 * on the phone with its photos and its Idempotency-Key, sent when there is a signal, and taken once
 * by the server however often it is sent. Each report is its own chain, so a refused report never
 * holds back a job's steps, and a job's refusal never holds back a report.
 */

export const PROBLEM_CHAIN_PREFIX = 'problem:';
export const isProblemChain = (chain: string) => chain.startsWith(PROBLEM_CHAIN_PREFIX);

export interface ProblemReport {
  locationId: string;
  roomId: string | null;
  occurrenceId: string | null;
  kind: TProblemKind;
  severity: TProblemSeverity;
  text: string;
  photos: readonly File[];
}

/** Where a report was made from, so the page it was made on shows it while it waits. */
export interface ReportPlace {
  occurrenceId?: string | null;
  roomId?: string | null;
}

export function reportStep(report: ProblemReport, key: string, deviceTime: string) {
  const { photos, ...body } = report;
  return {
    key,
    chain: `${PROBLEM_CHAIN_PREFIX}${key}`,
    action: 'problem',
    method: 'POST' as const,
    path: '/problems',
    body,
    photos: photos.map((file) => ({ blob: file, name: file.name })),
    photosField: 'photoIds',
    deviceTime,
    local: {
      ...(report.occurrenceId ? { occurrenceId: report.occurrenceId } : {}),
      ...(report.roomId ? { roomId: report.roomId } : {}),
    },
  } satisfies Omit<QueuedStep, 'userId' | 'seq'>;
}

/** Kept on the phone at once and sent from the queue: a hanging link or a closed app loses nothing. */
export async function queueProblemReport(report: ProblemReport): Promise<QueuedStep> {
  const step = await enqueueStep(reportStep(report, crypto.randomUUID(), new Date().toISOString()));
  if (navigator.onLine) void syncNow();
  return step;
}

/** Whether a queued step is a report made on this page (a job, or a room). */
export function reportedHere(step: QueuedStep, place: ReportPlace): boolean {
  if (!isProblemChain(step.chain)) return false;
  if (place.occurrenceId) return step.local?.occurrenceId === place.occurrenceId;
  return Boolean(place.roomId) && step.local?.roomId === place.roomId;
}

// A report the server took changes the problem lists and the readiness of its rental.
onStepSent(async (step) => {
  if (!isProblemChain(step.chain)) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.problems }),
    queryClient.invalidateQueries({ queryKey: ['readiness'] }),
  ]);
});
