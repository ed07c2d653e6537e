import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// Query parameters that carry secrets (authorization codes, tokens, passwords).
const SECRET_PARAMS =
  /^(code|token|access_token|id_token|refresh_token|id_token_hint|password|client_secret|code_verifier|state|nonce)$/i;

/** The URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[Redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/**
 * Structured JSON logs (pino). Requests are logged without headers or bodies; if a header
 * object ever reaches a log line, authorization, cookies and API keys are redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access_token',
        '*.id_token',
        '*.refresh_token',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
