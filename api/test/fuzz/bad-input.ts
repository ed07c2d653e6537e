import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { COHORT_A } from '../helpers/fixtures.ts';
import type { TestPortal } from '../helpers/portal.ts';

/**
 * A generated bad-input run over every operation of the OpenAPI document: wrong types,
 * missing and extra fields, huge and negative numbers, long, NUL and unicode strings, broken
 * JSON and wrong content types, sent anonymously, as a learner and as an admin. Every answer
 * must be a 2xx, or a 4xx with a message: never a 5xx. A refused write must change nothing
 * (the database before and after is the same, table by table).
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

// Every kind of identity: anonymous, a learner, a coach, staff (a facilitator) and an admin.
export const CALLERS = [null, 'learner', 'coach', 'facilitator', 'programManager'] as const;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '💥'.repeat(500), 'x'.repeat(100_000), '<script>alert(1)</script>'),
  fc.constantFrom('', ' ', 'null', 'true', '1e999', '-0', '0x10', '2147483648', '-2147483649', '9007199254740993'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 3 }),
);

/** A string without lone surrogates (they cannot be percent-encoded). */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return 'x';
  }
};

/** A plausible value for a schema's type, so a request can get past one field to the next. */
const plausible = (schema: Schema | undefined): fc.Arbitrary<unknown> => {
  const type = [schema?.type].flat()[0];
  if (type === 'integer') return fc.oneof(fc.constant(COHORT_A), fc.integer({ min: -5, max: 300 }));
  if (type === 'number') return fc.double({ min: -10, max: 1e6, noNaN: true });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(schema?.items), { maxLength: 3 });
  if (type === 'object' && schema?.properties) return bodyOf(schema);
  return fc.string({ maxLength: 20 });
};

function bodyOf(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const entry = (key: string) => fc.oneof(plausible(schema.properties![key]), junk);
  const fields = fc.record(Object.fromEntries(keys.map((key) => [key, entry(key)])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'is_admin', 'id'), junk, {
    maxKeys: 2,
  });
  return fc.tuple(fields, fc.oneof(fc.constant({}), extra)).map(([a, b]) => ({ ...a, ...b }));
}

export interface BadRequest {
  url: string;
  contentType: string | undefined;
  payload: string | undefined;
}

function requestsFor(route: string, method: string, operation: Operation): fc.Arbitrary<BadRequest> {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pathValue = fc.oneof(
    junk.map((v) => encodeURIComponent(wellFormed(text(v))).slice(0, 3000)),
    fc.constantFrom(String(COHORT_A), 'learner%40cedar.test', '1', '%FF%FE', '%00', '..%2F..%2Fetc', '%C0%AF'),
  );
  const url = fc
    .tuple(
      fc.array(pathValue, { minLength: params.length, maxLength: params.length }),
      fc.dictionary(fc.constantFrom(...query.map((q) => q.name), 'extra'), fc.oneof(junk, plausible(undefined)), {
        maxKeys: 4,
      }),
    )
    .map(([values, q]) => {
      let filled = route;
      params.forEach((p, i) => {
        filled = filled.replace(`{${p.name}}`, values[i] || 'x');
      });
      const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, wellFormed(text(v))])).toString();
      return search ? `${filled}?${search}` : filled;
    });
  if (!WRITES.has(method)) return url.map((u) => ({ url: u, contentType: undefined, payload: undefined }));
  const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema ?? { type: 'object', properties: {} };
  // A key twice (`{"k":junk,"k":value}`): JSON.parse keeps the last, so the first must not slip past validation.
  const duplicated = fc.tuple(bodyOf(schema), junk).map(([b, j]) => {
    const key = Object.keys(b)[0] ?? Object.keys(schema.properties ?? {})[0] ?? 'a';
    const json = JSON.stringify(b);
    return `{${JSON.stringify(key)}:${JSON.stringify(j) ?? 'null'}${json === '{}' ? '}' : `,${json.slice(1)}`}`;
  });
  const payload = fc.oneof(
    { weight: 6, arbitrary: bodyOf(schema).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: duplicated },
    { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v) ?? 'undefined') },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{"a":1}}', '\u0000', '[]'.repeat(10_000), '{"a":"\\ud800"}') },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=cedar',
        'application/json; charset=latin1',
        undefined,
      ),
    },
  );
  return fc.record({ url, contentType, payload });
}

/** Every table's rows, digested: equal before and after means nothing changed. */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const digest: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${tablename}" t`),
    )) as unknown as { rows: { d: string }[] };
    digest[tablename] = result.rows[0]!.d;
  }
  return digest;
}

/** Runs `runs` bad requests per operation for each caller; fails on a 5xx, a 4xx without message, or a refused write that changed the database. */
export async function badInputRun(portal: TestPortal, runs: number, seed?: number): Promise<{ requests: number }> {
  const document = (await portal.request({ as: null, method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  let requests = 0;
  for (const [route, item] of Object.entries(document.paths)) {
    if (!route.startsWith('/api/') || route.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      const write = WRITES.has(method);
      // Every identity gets its own cases: drawn at random, one could miss an operation entirely.
      for (const as of CALLERS) {
        await fc.assert(
          fc.asyncProperty(requestsFor(route, method, operation), async (bad) => {
            const before = write ? await databaseDigest(portal.db) : null;
            const response = await portal.request({
              as,
              method: method.toUpperCase() as 'POST',
              url: bad.url,
              headers: bad.contentType ? { 'content-type': bad.contentType } : {},
              ...(bad.payload === undefined ? {} : { payload: bad.payload }),
            });
            requests += 1;
            const where = `${method.toUpperCase()} ${bad.url.slice(0, 200)} as ${as ?? 'anonymous'}`;
            assert.ok(response.statusCode < 500, `${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
            if (response.statusCode >= 400) {
              const message = (response.json() as { message?: unknown }).message;
              assert.ok(typeof message === 'string' && message.length > 0, `${where}: no message`);
              if (before)
                assert.deepEqual(await databaseDigest(portal.db), before, `${where}: a refused write changed data`);
            }
          }),
          { numRuns: runs, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
        );
      }
    }
  }
  return { requests };
}
