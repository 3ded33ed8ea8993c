import { type TOccurrenceDetail, type TPersonRef, ZOccurrenceDetail } from '@cleanops/contracts';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { replyWithId } from '@/shared/api/reply';
import { i18n } from '@/shared/i18n/i18n';
import { keep, kept } from '@/shared/offline/offline-db';
import { ATTENDANCE_CHAIN, JOB_CHAIN_PREFIX, jobChain, type QueuedStep } from '@/shared/offline/queued-step';
import { enqueueStep, onStepSent, queuedSteps, queueReady, syncNow } from '@/shared/offline/step-queue';
import { useAuthStore } from '@/shared/stores/auth-store';
import { toast } from '@/shared/ui-kit/toast';
import { roomOfCode, withQueuedSteps } from '../model/offline-job';

/*
 * The job flow without signal. A step goes to the server at once when it can; with no
 * signal, or while earlier steps of the same job still wait on the device, it joins the queue and
 * the page shows the job as it will be. The server's last answer for each job is kept on the device.
 */

export const keptJobKey = (id: string) => `job:${id}`;

/** The signed-in person as the job names people (who started, who finished). */
export function me(): TPersonRef {
  const user = useAuthStore.getState().user;
  return {
    id: user?.id ?? '',
    name: user?.name ?? null,
    surname: user?.surname ?? null,
    role: user?.role ?? null,
    level: user?.level === 'head' ? 'head' : 'regular',
    available: true,
    unavailableDate: null,
  };
}

export async function keepJob(job: TOccurrenceDetail): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return;
  await keep(userId, keptJobKey(job.id), job).catch(() => undefined);
}

export async function keptJob(id: string): Promise<TOccurrenceDetail | undefined> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return undefined;
  return kept<TOccurrenceDetail>(userId, keptJobKey(id)).catch(() => undefined);
}

/** The job as the page shows it: the server's copy with the waiting steps on top. */
export const shownJob = (job: TOccurrenceDetail) => withQueuedSteps(job, queuedSteps(), me());

/** No signal, or earlier steps of this job still on the device (a step must not overtake them). */
export function mustQueue(chain: string): boolean {
  return !navigator.onLine || queuedSteps().some((s) => s.chain === chain);
}

export interface StepCall {
  action: string;
  method?: 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  local?: Record<string, string>;
  photo?: QueuedStep['photo'];
}

export function replayHeaders(key: string, deviceTime: string): Record<string, string> {
  return { 'Idempotency-Key': key, 'X-Device-Time': deviceTime };
}

/** Answers made on the device for a queued step: what the server will make of the step is not in them. */
const deviceAnswers = new WeakSet<TOccurrenceDetail>();

/** Whether `job` is this device's view of a step still queued, not the server's answer to it. */
export const answeredOnDevice = (job: TOccurrenceDetail) => deviceAnswers.has(job);

async function queueJobStep(id: string, call: StepCall, key: string, deviceTime: string) {
  await enqueueStep({ ...call, method: call.method ?? 'POST', chain: jobChain(id), key, deviceTime });
  const base = (await keptJob(id)) ?? queryClient.getQueryData<TOccurrenceDetail>(queryKeys.occurrence(id));
  if (!base) throw new ApiError(0, { code: 'network' }, i18n.t('errors:network'));
  const shown = shownJob(base);
  deviceAnswers.add(shown);
  // A signal that came back meanwhile sends it at once.
  if (navigator.onLine) void syncNow();
  return shown;
}

/**
 * How a finished inspection went, told once by whoever holds the server's answer: the page when the
 * finish went straight through, the queue when it waited on the device (the server judges the items).
 */
export function tellInspectionOutcome(job: TOccurrenceDetail): boolean {
  if (job.type !== 'inspect' || job.state !== 'completed') return false;
  if (job.result === 'fail') toast.error(i18n.t('jobs:steps.inspect.outcomeFail'));
  else if (job.result === 'pass') toast.success(i18n.t('jobs:steps.inspect.outcomePass'));
  else return false;
  return true;
}

/**
 * One step of a job: sent now with its key and time (so a reply lost on the way is safe to resend),
 * or queued when there is no signal. A refusal from the server is the caller's, as before. `at` is
 * when the step happened, when that was before this call (a photo is taken before its upload ends).
 */
export async function runJobStep(
  id: string,
  call: StepCall,
  direct: (headers: Record<string, string>) => Promise<TOccurrenceDetail>,
  at?: string,
): Promise<TOccurrenceDetail> {
  const key = crypto.randomUUID();
  const deviceTime = at ?? new Date().toISOString();
  await queueReady();
  if (mustQueue(jobChain(id))) return queueJobStep(id, call, key, deviceTime);
  try {
    const reply = await direct(replayHeaders(key, deviceTime));
    void keepJob(reply);
    return reply;
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return queueJobStep(id, call, key, deviceTime);
    throw error;
  }
}

/** A typed or scanned code checked on the device against the job's kept room checks. */
export async function queuedScan(job: TOccurrenceDetail, code: string): Promise<StepCall> {
  const roomId = await roomOfCode(job, code);
  if (!roomId) {
    const message = i18n.t('jobs:offline.wrongRoom');
    throw new ApiError(400, { code: 'wrong_room', message }, message);
  }
  return { action: 'scan', path: `/occurrences/${job.id}/scan`, body: { code }, local: { roomId } };
}

// What a sent step changes here: the job's kept copy and page, and the lists and shifts around it.
onStepSent(async (step, reply) => {
  if (step.chain === ATTENDANCE_CHAIN) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.attendance });
    return;
  }
  if (!step.chain.startsWith(JOB_CHAIN_PREFIX)) return;
  // Every job step answers with the job (job-flow.ts); checked with its schema in development.
  const job = replyWithId(reply, import.meta.env.DEV ? ZOccurrenceDetail : undefined);
  if (job) {
    await keepJob(job);
    // A read of the job on its way may hold it as it was before this step (useApplyDetail).
    await queryClient.cancelQueries({ queryKey: queryKeys.occurrence(job.id), exact: true });
    queryClient.setQueryData(queryKeys.occurrence(job.id), shownJob(job));
    if (step.action === 'finish') tellInspectionOutcome(job);
  }
  if (!queuedSteps().some((s) => s.chain === step.chain && !s.refusal)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.occurrences });
  }
});
