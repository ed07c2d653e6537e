import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http-errors.ts';

// A union's error stands for its branches: the deepest error of any branch names the field best.
function deepest(error: ValueError): ValueError {
  let best = error;
  for (const branch of error.errors) {
    for (const inner of branch) {
      const candidate = deepest(inner);
      if (candidate.path.length > best.path.length) best = candidate;
    }
  }
  return best;
}

const checkedBodies = new WeakMap<FastifyRequest, unknown>();

// This check is about types as sent; string formats are the route's validator's (ajv-formats),
// which runs next. TypeBox knows no format until one is registered, so each passes here.
for (const format of ['date-time', 'date', 'email', 'uri', 'binary']) {
  if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, () => true);
}

/**
 * A preValidation hook that checks the JSON body against its schema as sent, before the
 * server's coercing validator runs: that validator would turn `null` into `""` in a nullable
 * text field and `42` into `"42"`, so a hidden value would be stored as empty text and a wrong
 * type accepted. The 400 names the wrong field (`body/user_timezone/utc_offset_minutes ...`).
 * The handler reads the body as sent with {@link checkedBody}.
 */
export function strictBody(schema: TSchema) {
  return async (request: FastifyRequest): Promise<void> => {
    const first = Value.Errors(schema, request.body).First();
    if (!first) {
      checkedBodies.set(request, structuredClone(request.body));
      return;
    }
    const error = deepest(first);
    throw badRequest(`Invalid body: body${error.path} ${error.message.toLowerCase()}`);
  };
}

/** The body as sent, checked by {@link strictBody}: untouched by the coercing validator. */
export function checkedBody<T>(request: FastifyRequest): T {
  if (!checkedBodies.has(request)) throw new Error('strictBody() did not run for this route.');
  return checkedBodies.get(request) as T;
}
