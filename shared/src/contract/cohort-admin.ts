import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text } from './common.ts';

/** A cohort in the admin settings' program lists. */
export const ManagedCohort = Type.Object({
  cohort_id: Type.Integer(),
  cohort_name: Type.String(),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
});
export type ManagedCohort = Static<typeof ManagedCohort>;

/** A program with its active and inactive cohorts (admin-console §2.10, §3 Program). */
export const ManagedProgram = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cohorts: Type.Object({ active: Type.Array(ManagedCohort), inactive: Type.Array(ManagedCohort) }),
});
export type ManagedProgram = Static<typeof ManagedProgram>;

/** GET /v1/programs?expand=cohorts. */
export const ManagedProgramsEnvelope = Type.Object({ message: Type.Object({ programs: Type.Array(ManagedProgram) }) });
export type ManagedProgramsEnvelope = Static<typeof ManagedProgramsEnvelope>;

/** POST /v1/cohort: the cohort creation payload (admin-console §3). */
export const CreateCohort = Type.Object(
  {
    program_id: Id(),
    cohort_name: Text({ minLength: 1, maxLength: 100 }),
    /** The program manager's e-mail. */
    created_by: Text({ minLength: 3, maxLength: 254 }),
    /** Term 1 start date, YYYY-MM-DD, not before today. */
    startTermField: Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }),
  },
  { additionalProperties: false },
);
export type CreateCohort = Static<typeof CreateCohort>;

export const CreatedCohortEnvelope = Type.Object({
  message: Type.Object({
    cohort: Type.Object({
      cohort_id: Type.Integer(),
      cohort_name: Type.String(),
      program_id: Type.Integer(),
      start_date: Nullable(Type.String()),
    }),
    /** The creator's admin membership (role 9, visible, active) of the new cohort. */
    membership: Type.Object({ id: Type.Integer(), user_role_id: Type.Integer(), cohort_id: Type.Integer() }),
  }),
});
export type CreatedCohortEnvelope = Static<typeof CreatedCohortEnvelope>;
