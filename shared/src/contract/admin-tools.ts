import { type Static, Type } from '@sinclair/typebox';

/**
 * POST /file (the Handshake upload, admin-console §2.11, §3 Handshake upload form): the file was
 * stored and its contacts pushed to the CRM, `created` new and `updated` known ones.
 */
export const HandshakeUploadEnvelope = Type.Object({
  message: Type.Object({
    fileKey: Type.String(),
    contacts: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer(),
    crm: Type.Union([Type.Literal('stored'), Type.Literal('hubspot')]),
  }),
});
export type HandshakeUploadEnvelope = Static<typeof HandshakeUploadEnvelope>;

/**
 * POST /syncCanvasCourses (§2.11 'Sync Canvas courses'): the LMS's courses were written to the
 * courses table in one transaction; `synced` is the spec's truthy result.
 */
export const CanvasSyncEnvelope = Type.Object({
  message: Type.Object({
    synced: Type.Boolean(),
    total: Type.Integer(),
    added: Type.Integer(),
    updated: Type.Integer(),
    lms: Type.Union([Type.Literal('demo'), Type.Literal('canvas')]),
  }),
});
export type CanvasSyncEnvelope = Static<typeof CanvasSyncEnvelope>;
