/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, the
 * connection dropped or timed out), as opposed to a fault of the query: such requests are
 * answered 503 with Retry-After and the pool reconnects by itself. The chain of causes is
 * followed (drizzle wraps the driver's error).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crash recovery, cannot connect now, connection failures, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Query read timeout|Client was closed|the database system is (starting up|shutting down)|cannot connect now/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What may be logged of a database error: its kind, code and the driver's message, never the
 * query's parameters (drizzle puts them in its message: e-mails, profile texts, tokens).
 */
export function loggableError(error: unknown): { type: string; code?: string; message: string } {
  let current: unknown = error;
  let innermost = error as { name?: string; code?: string; message?: string };
  for (let depth = 0; current && depth < 6; depth += 1) {
    innermost = current as typeof innermost;
    current = (current as { cause?: unknown }).cause;
  }
  const message = String(innermost.message ?? '').replace(/\n?params:[\s\S]*$/, '');
  return {
    type: String(innermost.name ?? 'Error'),
    ...(typeof innermost.code === 'string' ? { code: innermost.code } : {}),
    message: message.slice(0, 300),
  };
}
