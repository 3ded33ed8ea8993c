/**
 * True when a query failed on a unique index (SQLSTATE 23505), optionally a given one. Drizzle wraps
 * driver errors and keeps the driver's (node-postgres or PGlite) as `cause`, so the chain is walked.
 * Services use it to answer a lost race (two saves of the same name at once) with 409, not 500.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return !constraint || name === constraint;
    current = cause;
  }
  return false;
}
