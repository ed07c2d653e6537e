import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors.ts';

/**
 * A preValidation hook that checks the JSON body exactly as sent against its schema: the app's
 * validator coerces types (a number where a string is due would pass as text), and a body
 * must match its schema as written.
 */
export function exactBody(schema: TSchema) {
  return async (request: FastifyRequest) => {
    if (Value.Check(schema, request.body)) return;
    const [first] = Value.Errors(schema, request.body);
    throw badRequest(`body${first?.path ?? ''} ${first?.message ?? 'does not match its schema'}`);
  };
}
