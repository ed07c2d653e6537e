import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { refusedInput, validationMessage } from './input-errors.ts';

/** Sends the error body every client of the API expects. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/**
 * One error shape for the whole server. Validation errors say what was wrong (400), and so do
 * values the database refuses as input (a schema that missed a bound); server errors are logged
 * and answered without internals.
 */
async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    const refused = refusedInput(error);
    if (refused) {
      // A schema should have caught it: worth a look, but the caller's mistake all the same.
      request.log.warn({ err: error }, 'database refused an input value');
      return sendError(reply, 400, `Invalid request: ${refused}`);
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'Something went wrong on our side. Please try again.');
    }
    return sendError(reply, status, error.message);
  });
}

export default fp(errors, { name: 'cedar-errors', fastify: '5.x' });
