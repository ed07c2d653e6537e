import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * How inputs are validated. A query string and path parameters arrive as text, so they are
 * coerced to the schema's types (`?limit=5`, `/cohort/101`, `?tag=a` as a one-item list). A JSON
 * body carries its own types and must match its schema as sent: `first_name: 12345` or
 * `"true"` for a boolean is a 400, never saved as "12345" or true. Fastify has one ajv setting
 * for every part of a request, so bodies get their own compiler, chosen by the part validated.
 * Unknown body fields are refused, never silently dropped; defaults fill in what is left out.
 */
const shared = { removeAdditional: false, useDefaults: true } as const;
const textParts = { customOptions: { ...shared, coerceTypes: 'array' } } as const;
const bodyPart = { customOptions: { ...shared, coerceTypes: false } } as const;

type BuildValidator = (
  externalSchemas: unknown,
  options?: unknown,
) => (route: { schema: unknown; method: string; url: string; httpPart?: string }) => unknown;

function buildValidator(externalSchemas: unknown): ReturnType<BuildValidator> {
  // Two selectors: each caches its compiler, and a shared one would hand back the other's.
  const forText = (AjvCompiler() as unknown as BuildValidator)(externalSchemas, textParts);
  const forBody = (AjvCompiler() as unknown as BuildValidator)(externalSchemas, bodyPart);
  return (route) => (route.httpPart === 'body' ? forBody(route) : forText(route));
}

/** The Fastify options that install the validators (given to `Fastify()` in app.ts). */
export const validationOptions: Pick<FastifyServerOptions, 'schemaController'> = {
  schemaController: {
    compilersFactory: { buildValidator: buildValidator as never },
  },
};
