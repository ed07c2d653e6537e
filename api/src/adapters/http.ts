/** A call to an external service failed: its name, the HTTP status (0: no answer) and its reason. */
export class ExternalServiceError extends Error {
  /** Answered 502 (the caller sees a generic message; the log has this one). */
  readonly statusCode = 502;
  readonly service: string;
  readonly status: number;
  constructor(service: string, status: number, reason: string) {
    super(`${service}: ${reason}`);
    this.service = service;
    this.status = status;
    this.name = 'ExternalServiceError';
  }
}

/** How long one call to an external service may take. */
export const EXTERNAL_TIMEOUT_MS = 15_000;

/**
 * One JSON call with Node's fetch: the answer's body and headers, or an ExternalServiceError
 * with the service's own message (`message`, `error.message` or `errors[0].message`) when it
 * answers an error status or something that is not JSON.
 */
export async function fetchJson<T>(
  service: string,
  url: string,
  init: RequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ExternalServiceError(service, 0, `no answer (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ExternalServiceError(
      service,
      response.status,
      `answered ${response.status} with a body that is not JSON`,
    );
  }
  if (!response.ok) throw new ExternalServiceError(service, response.status, errorMessageOf(body, response.status));
  return { body: body as T, headers: response.headers };
}

/** The error text of the common JSON error shapes (Canvas, Google, HubSpot). */
function errorMessageOf(body: unknown, status: number): string {
  const b = body as {
    message?: unknown;
    error?: { message?: unknown } | string;
    errors?: { message?: unknown }[];
  } | null;
  const candidates = [
    b?.message,
    typeof b?.error === 'object' ? b.error?.message : b?.error,
    Array.isArray(b?.errors) ? b.errors[0]?.message : undefined,
  ];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.length > 0);
  return `${status} ${found ?? 'error'}`;
}
