import { DEVICE_TIME_WINDOW_MS } from '@cleanops/contracts';

/**
 * When a step is recorded (docs/decisions/0020-offline-step-replays.md): the device's time when the step came with one
 * (X-Device-Time), clamped into [the latest of `notBefore` and now − DEVICE_TIME_WINDOW_MS, the
 * server's now]; the server's now otherwise. Job steps and clock-ins and -outs all go through here,
 * so one rule bounds every time a device claims.
 *
 * Clamped, never refused: the server decides a step's order by the job's state (a finish before the
 * start is 409 occurrence_not_started), and the device's clock only tells when. Refusing a true step
 * because a phone's clock is off would lose the work; a clamped time never claims something the
 * server knows to be impossible: a step in the future, a finish before its start, a clock-out
 * before its clock-in. The window keeps a wrong or forged clock from backdating a shift or a job by
 * months (a clock-in "in 2020" would count years of hours): a phone offline longer than that has its
 * steps recorded at the window's start.
 */
export function stepTime(
  deviceTime: Date | null,
  now: Date,
  ...notBefore: (Date | null | undefined)[]
): Date {
  if (!deviceTime) return now;
  const floor = Math.max(
    now.getTime() - DEVICE_TIME_WINDOW_MS,
    ...notBefore.map((at) => at?.getTime() ?? Number.NEGATIVE_INFINITY),
  );
  return new Date(Math.min(now.getTime(), Math.max(deviceTime.getTime(), floor)));
}
