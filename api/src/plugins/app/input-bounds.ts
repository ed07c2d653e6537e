import { INT32_MAX, INT32_MIN, NO_NUL_PATTERN } from '@cedar/shared/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

// Formats whose grammar has no room for a NUL character.
const NUL_FREE_FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uuid', 'uri']);
const INPUTS = ['params', 'querystring', 'body', 'headers'] as const;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;
const within = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && value >= low && value <= high;

/** Why a schema node lets through a value the database cannot take, or null. */
function fault(node: Schema): string | null {
  const types = [node.type].flat();
  if ('const' in node || 'enum' in node) return null;
  if (
    types.includes('integer') &&
    !(within(node.minimum, INT32_MIN, INT32_MAX) && within(node.maximum, INT32_MIN, INT32_MAX))
  )
    return 'an integer without int32 bounds (use Id() or Int32())';
  if (types.includes('number') && !(Number.isFinite(node.minimum) && Number.isFinite(node.maximum)))
    return 'a number without finite bounds';
  if (
    types.includes('string') &&
    !NUL_FREE_FORMATS.has(String(node.format)) &&
    !(typeof node.pattern === 'string' && node.pattern.startsWith(NO_NUL_PATTERN))
  )
    return 'a string that may hold NUL (use Text())';
  return null;
}

/** Every unbounded node of an input schema, as `path: why`. */
export function unboundedInputs(schema: unknown, path: string): string[] {
  if (!isSchema(schema)) return [];
  const own = fault(schema);
  const children: [string, unknown][] = [
    ...Object.entries(isSchema(schema.properties) ? schema.properties : {}).map(([k, v]): [string, unknown] => [
      `${path}/${k}`,
      v,
    ]),
    ...Object.values(isSchema(schema.patternProperties) ? schema.patternProperties : {}).map((v): [string, unknown] => [
      `${path}/*`,
      v,
    ]),
    ...(isSchema(schema.additionalProperties) ? [[`${path}/*`, schema.additionalProperties] as [string, unknown]] : []),
    ...[schema.items].flat().map((v): [string, unknown] => [`${path}/[]`, v]),
    ...['anyOf', 'allOf', 'oneOf'].flatMap((key) =>
      Array.isArray(schema[key]) ? (schema[key] as unknown[]).map((v): [string, unknown] => [path, v]) : [],
    ),
  ];
  return [...(own ? [`${path}: ${own}`] : []), ...children.flatMap(([at, child]) => unboundedInputs(child, at))];
}

/**
 * Every value a route accepts must be one the database can take (ADR 0014): integers within
 * int32, numbers bounded, strings without NUL. Like the access declarations, a route whose input
 * schema forgets it makes start-up fail, naming the route and the field, so a new route cannot
 * bring the 500s back.
 */
async function inputBounds(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    // A HEAD route is its GET route's twin: one report is enough.
    const faults = routes.flatMap((route) => {
      if (route.method === 'HEAD') return [];
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      return INPUTS.flatMap((input) => unboundedInputs(schema[input], input).map((f) => `${name} ${f}`));
    });
    if (faults.length > 0) throw new Error(`Route inputs without bounds: ${[...new Set(faults)].join('; ')}`);
  });
}

export default fp(inputBounds, { name: 'cedar-input-bounds', fastify: '5.x' });
