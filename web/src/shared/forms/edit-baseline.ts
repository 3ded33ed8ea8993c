import dayjs from 'dayjs';

/**
 * The values an edit form started from (its baseline), compared with what it holds now. A field
 * equal to its baseline is one the user did not change: it follows fresh server data and never
 * goes out in a PATCH.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !dayjs.isDayjs(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Equal as a form shows them: Dayjs by instant, arrays and plain objects by content, null = undefined. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (dayjs.isDayjs(a) || dayjs.isDayjs(b)) {
    return dayjs.isDayjs(a) && dayjs.isDayjs(b) && a.valueOf() === b.valueOf();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The top-level fields whose value differs from the baseline: what the user changed. A field the
 * form does not hold (not rendered yet) is no change.
 */
export function changedFields<T extends object>(current: Partial<T>, baseline: T): (keyof T)[] {
  return (Object.keys(baseline) as (keyof T)[]).filter(
    (key) => key in current && !sameValue(current[key], baseline[key]),
  );
}

/** Only the changed fields, with the values the form holds. */
export function changedValues<T extends object>(current: Partial<T>, baseline: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of changedFields(current, baseline)) changes[key] = current[key];
  return changes;
}

/**
 * Fresh server data arrived while the form is open: every field the user has not changed takes the
 * new value, every changed one keeps what the user typed. Plain objects (a schedule, a set of
 * flags) are merged field by field.
 */
export function rebaseValues<T extends object>(current: Partial<T>, oldBaseline: T, next: T): T {
  const merged = { ...next } as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  const old = oldBaseline as Record<string, unknown>;
  for (const key of Object.keys(next)) {
    if (!(key in now) || sameValue(now[key], old[key])) continue;
    const [mine, was, theirs] = [now[key], old[key], merged[key]];
    merged[key] =
      isPlainObject(mine) && isPlainObject(was) && isPlainObject(theirs)
        ? rebaseValues(mine, was, theirs)
        : mine;
  }
  return merged as T;
}
