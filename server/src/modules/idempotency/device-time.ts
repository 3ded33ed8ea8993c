/**
 * When a step is recorded (issue 16; README "Offline steps"): the device's time when the step came
 * with one (X-Device-Time), clamped into [the latest of `notBefore`, the server's now]; the server's
 * now otherwise.
 *
 * Clamped, never refused: the server decides a step's order by the job's state (a finish before the
 * start is 409 occurrence_not_started), and the device's clock only tells when. Refusing a true step
 * because a phone's clock is off would lose the work; a clamped time never claims something the
 * server knows to be impossible: a step in the future, a finish before its start, a clock-out
 * before its clock-in.
 */
export function stepTime(
  deviceTime: Date | null,
  now: Date,
  ...notBefore: (Date | null | undefined)[]
): Date {
  if (!deviceTime) return now;
  const floor = Math.max(...notBefore.map((at) => at?.getTime() ?? Number.NEGATIVE_INFINITY));
  return new Date(Math.min(now.getTime(), Math.max(deviceTime.getTime(), floor)));
}
