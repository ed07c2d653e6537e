import * as contract from '@cedar/shared/contract';
import { Kind } from '@sinclair/typebox';

/**
 * The contract's object schemas as named OpenAPI components. A route's body or answer (or a
 * part of it) that is one of them appears in the document as a `$ref` to
 * `#/components/schemas/<its export name>`, so a generated client gets one named type per
 * contract schema instead of an anonymous copy per operation. Validation and serialisation
 * keep the routes' own schemas: only the document is rewritten.
 */
const NAMED = new Map<object, string>();
const BY_SHAPE = new Map<string, string>();
for (const [name, value] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
  if (typeof value !== 'object' || value === null || !(Kind in value) || value[Kind] !== 'Object') continue;
  NAMED.set(value, name);
  if (!BY_SHAPE.has(JSON.stringify(value))) BY_SHAPE.set(JSON.stringify(value), name);
}
const SCHEMAS = new Map([...NAMED].map(([schema, name]) => [name, schema]));

const nameOf = (node: object): string | undefined => NAMED.get(node) ?? BY_SHAPE.get(JSON.stringify(node));

/**
 * A copy of `schema` with every named contract schema inside it (and itself, unless it is the
 * component `self` being written) replaced by a `$ref`; the names used are added to `used`.
 */
export function withComponentRefs(schema: unknown, used: Set<string>, self?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withComponentRefs(item, used));
  if (typeof schema !== 'object' || schema === null) return schema;
  const name = nameOf(schema);
  if (name !== undefined && name !== self) {
    used.add(name);
    return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withComponentRefs(value, used)]));
}

/** The components named in `used`, and those they refer to in turn, each with refs inside. */
export function componentSchemas(used: Set<string>): Record<string, object> {
  const written: Record<string, object> = {};
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name in written) continue;
    const inner = new Set<string>();
    written[name] = withComponentRefs(SCHEMAS.get(name), inner, name) as object;
    pending.push(...inner);
  }
  return Object.fromEntries(Object.entries(written).sort(([a], [b]) => a.localeCompare(b)));
}
