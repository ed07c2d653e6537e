import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, loggableError } from '../../db/availability.ts';
import { refusedInput, validationMessage } from './input-errors.ts';

/** Sends the error body every client of the API expects. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/** How long a client waits before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** A byte count as people read it (1 MB, 500 MB). */
export const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * One error shape for the whole server. Validation errors say what was wrong (400), and so do
 * values the database refuses as input (a schema that missed a bound); server errors are logged
 * and answered without internals.
 */
async function errors(app: FastifyInstance): Promise<void> {
  // An outage is logged when it begins and when it ends, not once per request that met it.
  let outageSince: number | null = null;
  app.addHook('onResponse', async (request, reply) => {
    if (outageSince === null || reply.statusCode === 503) return;
    request.log.info({ seconds: Math.round((Date.now() - outageSince) / 1000) }, 'database available again');
    outageSince = null;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      if (outageSince === null) {
        outageSince = Date.now();
        request.log.error({ err: loggableError(error) }, 'database unavailable');
      }
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'The service is briefly unavailable. Please try again in a few seconds.');
    }
    if (error.validation) {
      const context = error.validationContext ?? 'request';
      const inputs: Record<string, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
        headers: request.headers,
      };
      const input = inputs[context];
      return sendError(reply, 400, `Invalid ${context}: ${validationMessage(error.validation, context, input)}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      return sendError(reply, 413, `The request body is too large: this route takes at most ${sizeOf(limit)}.`);
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = request.routeOptions.config.multipartOptions?.limits?.fileSize;
      return sendError(reply, 413, `The file is too large${limit ? `: at most ${sizeOf(limit)}` : ''}.`);
    }
    if (malformedMultipart(error)) {
      return sendError(reply, 400, `The multipart body is malformed: ${error.message}.`);
    }
    const refused = refusedInput(error);
    if (refused) {
      // A schema should have caught it: worth a look, but the caller's mistake all the same.
      request.log.warn({ err: loggableError(error) }, 'database refused an input value');
      return sendError(reply, 400, `Invalid request: ${refused}`);
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      // Never the query's parameters (profile texts, e-mails): only what the error is.
      request.log.error({ err: loggableError(error), stack: error.stack?.split('\n').slice(1, 6) }, 'request failed');
      return sendError(reply, status, 'Something went wrong on our side. Please try again.');
    }
    return sendError(reply, status, error.message);
  });
}

/**
 * The multipart parser (busboy) fails a cut-off or garbled form with a plain Error and no
 * status: the caller's body is at fault, so it is a 400, not a failure of ours.
 */
function malformedMultipart(error: FastifyError): boolean {
  if (typeof error.statusCode === 'number') return false;
  return (
    /busboy|dicer/i.test(error.stack ?? '') ||
    /^(Unexpected end of multipart data|Malformed part header)/.test(error.message)
  );
}

export default fp(errors, { name: 'cedar-errors', fastify: '5.x' });
