/**
 * The error and what it wraps: Drizzle keeps the driver's (node-postgres or PGlite) error as `cause`,
 * and a connection refused on every address of a host is an AggregateError of one per address.
 */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const link = current as Record<string, unknown>;
    yield link;
    if (Array.isArray(link.errors)) for (const inner of link.errors) yield* chain(inner);
    current = link.cause;
  }
}

/**
 * True when a query failed on a unique index (SQLSTATE 23505), optionally a given one.
 * Services use it to answer a lost race (two saves of the same name at once) with 409, not 500.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name } of chain(error)) {
    if (code === '23505') return !constraint || name === constraint;
  }
  return false;
}

/** SQLSTATEs of a database that is gone or not taking us: connection exceptions, shutting down, full. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What the socket under a pool connection reports when the server is unreachable or went away. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * True when a query failed because the database connection was lost or refused (a restart, a
 * failover, a network cut), not because of the query: the request may succeed if retried, so it is
 * answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
