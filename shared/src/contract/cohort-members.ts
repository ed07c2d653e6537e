import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text, Timestamp } from './common.ts';

const email = Text({ minLength: 3, maxLength: 254 });
const name = Text({ maxLength: 100 });
const lmsId = Nullable(Text({ maxLength: 64 }));
const roleId = Type.Integer({ minimum: 1, maximum: 15 });

/** A row of the People page's member table (admin-console §3 Member, with its membership row id). */
export const AcpMember = Type.Object({
  /** The membership row (courseRowId). */
  id: Type.Integer(),
  user_email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  user_lms_id: Nullable(Type.String()),
  user_role_id: Type.Integer(),
  active: Type.Boolean(),
  is_visible: Type.Boolean(),
  is_online: Type.Boolean(),
});
export type AcpMember = Static<typeof AcpMember>;

/** GET /v1/cohort/:cohortId/members: the cohort and its memberships (active first, one per e-mail). */
export const CohortMembersEnvelope = Type.Object({
  message: Type.Object({
    cohort: Type.Object({ cohort_id: Type.Integer(), cohort_name: Type.String(), program_id: Type.Integer() }),
    members: Type.Array(AcpMember),
  }),
});
export type CohortMembersEnvelope = Static<typeof CohortMembersEnvelope>;

/** A member to add (§7 Add members). */
export const NewCohortMember = Type.Object(
  {
    email,
    first_name: name,
    last_name: name,
    user_lms_id: lmsId,
    user_role_id: roleId,
    is_visible: Type.Boolean(),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NewCohortMember = Static<typeof NewCohortMember>;

/** POST /v1/cohort/:cohortId/members: the rows of the Add Member(s) form. */
export const AddCohortMembers = Type.Object(
  { members: Type.Array(NewCohortMember, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type AddCohortMembers = Static<typeof AddCohortMembers>;

/** What happened to each row: added with its steps, or refused with the reason (§8 Members). */
export const AddCohortMembersEnvelope = Type.Object({
  message: Type.Object({
    didAdd: Type.Array(Type.Object({ email: Type.String(), messages: Type.Array(Type.String()) })),
    didNotAdd: Type.Array(Type.Object({ email: Type.String(), message: Type.String() })),
  }),
});
export type AddCohortMembersEnvelope = Static<typeof AddCohortMembersEnvelope>;

export const CohortMemberParams = Type.Object({ cohortId: Id(), memberId: Id() });
export type CohortMemberParams = Static<typeof CohortMemberParams>;

/** PUT /v1/cohort/:cohortId/members/:memberId: only changed fields, split as §4 sends them. */
export const UpdateCohortMember = Type.Object(
  {
    user: Type.Object(
      {
        email: Type.Optional(email),
        first_name: Type.Optional(name),
        last_name: Type.Optional(name),
        user_lms_id: Type.Optional(lmsId),
      },
      { additionalProperties: false },
    ),
    membership: Type.Object(
      {
        active: Type.Optional(Type.Boolean()),
        is_visible: Type.Optional(Type.Boolean()),
        user_role_id: Type.Optional(roleId),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateCohortMember = Static<typeof UpdateCohortMember>;

export const UpdateCohortMemberEnvelope = Type.Object({
  message: Type.Object({ didUpdate: Type.Boolean(), message: Type.String(), member: AcpMember }),
});
export type UpdateCohortMemberEnvelope = Static<typeof UpdateCohortMemberEnvelope>;

export const MemberLookupQuery = Type.Object({ email }, { additionalProperties: false });
export type MemberLookupQuery = Static<typeof MemberLookupQuery>;

/** GET /v1/cohort/:cohortId/members/lookup?email=: an existing user of that e-mail, or null. */
export const MemberLookupEnvelope = Type.Object({
  message: Type.Object({
    user: Nullable(
      Type.Object({
        email: Type.String(),
        first_name: Type.String(),
        last_name: Type.String(),
        user_lms_id: Nullable(Type.String()),
      }),
    ),
    inCohort: Type.Boolean(),
  }),
});
export type MemberLookupEnvelope = Static<typeof MemberLookupEnvelope>;

/** One change to a cohort's memberships: who made it, to whom, what and when. */
export const MembershipChange = Type.Object({
  id: Type.Integer(),
  actor_email: Type.String(),
  member_email: Type.String(),
  action: Type.Union([Type.Literal('added'), Type.Literal('updated')]),
  changes: Type.Array(Type.String()),
  created_at: Timestamp,
});
export type MembershipChange = Static<typeof MembershipChange>;

export const MembershipChangesEnvelope = Type.Object({
  message: Type.Object({ changes: Type.Array(MembershipChange) }),
});
export type MembershipChangesEnvelope = Static<typeof MembershipChangesEnvelope>;

/** What a member import does (or did) to one line of the file. */
export const MemberImportRow = Type.Object({
  /** The line in the file; the header is line 1. */
  line: Type.Integer(),
  email: Type.String(),
  action: Type.Union([Type.Literal('add'), Type.Literal('update'), Type.Literal('unchanged'), Type.Literal('refused')]),
  /** For add and update, what changes; for refused, why. */
  details: Type.Array(Type.String()),
});
export type MemberImportRow = Static<typeof MemberImportRow>;

/**
 * POST /v1/cohort/:cohortId/members/import (multipart: file, and apply=true to write): the
 * answer row by row. A dry run (`applied` false) changes nothing; an apply writes every row
 * that is not refused in one transaction.
 */
export const MemberImportEnvelope = Type.Object({
  message: Type.Object({
    applied: Type.Boolean(),
    rows: Type.Array(MemberImportRow),
    counts: Type.Object({
      add: Type.Integer(),
      update: Type.Integer(),
      unchanged: Type.Integer(),
      refused: Type.Integer(),
    }),
  }),
});
export type MemberImportEnvelope = Static<typeof MemberImportEnvelope>;
