import { type IntegerOptions, type Static, type StringOptions, type TSchema, Type } from '@sinclair/typebox';

/** A schema that also accepts null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 timestamp. */
export const Timestamp = Type.String({ format: 'date-time' });

/** The error body of every non-2xx answer. */
export const ApiErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
/** The error body of every non-2xx answer. */
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** The `{ message: { users: [...] } }` envelope of §7 around a list of users. */
export const UsersEnvelope = <T extends TSchema>(user: T) =>
  Type.Object({ message: Type.Object({ users: Type.Array(user) }) });

/** The `{ message: { users: [...] } }` envelope of §7. */
export interface UsersEnvelope<T> {
  message: { users: T[] };
}

/*
 * Input helpers: every value a route accepts is one the database can take, so a caller's
 * mistake is a 400 from the schema, never a failed query (docs/decisions/0014).
 */

/** The largest PostgreSQL `integer` (int32): ids, counts and offsets never go past it. */
export const INT32_MAX = 2_147_483_647;
/** The smallest PostgreSQL `integer`. */
export const INT32_MIN = -2_147_483_648;

/** The id of a database row (a PostgreSQL `serial`/`integer`): 1 to {@link INT32_MAX}. */
export const Id = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });

/** A whole number compared with or stored in a PostgreSQL `integer` (a count, an offset): int32 unless narrowed. */
export const Int32 = (options: IntegerOptions = {}) =>
  Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX, ...options });

/**
 * The start of every {@link Text} pattern: no NUL (U+0000) anywhere. PostgreSQL's `text` and
 * `jsonb` cannot hold it, and no one types it.
 */
export const NO_NUL_PATTERN = '^(?![\\s\\S]*\\u0000)';

/**
 * Text a caller sends: a string without NUL characters. A `pattern` given must match too (it is
 * kept whole after the NUL rule, so its own anchors and alternatives work as written).
 */
export const Text = (options: StringOptions = {}) =>
  Type.String({
    ...options,
    pattern: options.pattern === undefined ? NO_NUL_PATTERN : `${NO_NUL_PATTERN}(?:${options.pattern})`,
  });
