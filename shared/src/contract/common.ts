import { type Static, type TSchema, Type } from '@sinclair/typebox';

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
