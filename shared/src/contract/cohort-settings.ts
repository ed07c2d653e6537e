import { type Static, Type } from '@sinclair/typebox';
import { Id, Nullable, Text } from './common.ts';
import { WebtoolAssignment } from './cohort-panels.ts';

/** The cohort fields of the settings page (admin-console §2.5, §3 Cohort). */
export const CohortFields = Type.Object({
  cohort_id: Type.Integer(),
  cohort_name: Type.String(),
  program_id: Type.Integer(),
  zoom_url: Nullable(Type.String()),
  slack_channel_id: Nullable(Type.String()),
  inscribe_community_id: Nullable(Type.String()),
});
export type CohortFields = Static<typeof CohortFields>;

/** GET and PUT /v1/cohort/:cohortId: the cohort's fields. */
export const CohortFieldsEnvelope = Type.Object({ message: Type.Object({ cohort: CohortFields }) });
export type CohortFieldsEnvelope = Static<typeof CohortFieldsEnvelope>;

/** PUT /v1/cohort/:cohortId: only the changed fields; null clears one. */
export const UpdateCohortFields = Type.Object(
  {
    zoom_url: Type.Optional(Nullable(Text({ maxLength: 500, pattern: '^https?://\\S+$' }))),
    slack_channel_id: Type.Optional(Nullable(Text({ maxLength: 100, pattern: '^\\S+$' }))),
    /** Digits only ('*Numbers Only'). */
    inscribe_community_id: Type.Optional(Nullable(Text({ maxLength: 18, pattern: '^[0-9]+$' }))),
  },
  { additionalProperties: false },
);
export type UpdateCohortFields = Static<typeof UpdateCohortFields>;

/** POST /v1/cohort/:cohortId/webtools: the tools to assign or to switch off (is_active false). */
export const SaveCohortWebtools = Type.Object(
  {
    webtools: Type.Array(
      Type.Object({ webtools_id: Id(), is_active: Type.Boolean() }, { additionalProperties: false }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type SaveCohortWebtools = Static<typeof SaveCohortWebtools>;

export const SavedWebtoolsEnvelope = Type.Object({
  message: Type.Object({ didUpdate: Type.Boolean(), name: Type.String(), webtools: Type.Array(WebtoolAssignment) }),
});
export type SavedWebtoolsEnvelope = Static<typeof SavedWebtoolsEnvelope>;
