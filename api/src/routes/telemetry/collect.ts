import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, TELEMETRY_BODY_LIMIT, TelemetryAccepted, TelemetryBatch } from '@cedar/shared/contract';
import { badRequest } from '../../http-errors.ts';
import { batchProblem } from '../../telemetry/reports.ts';
import { errorResponses } from '../schemas.ts';

export interface CollectOptions {
  /** Batches per window for a signed-in user, and for an anonymous address. */
  signedInMax: number;
  anonymousMax: number;
  timeWindowMs: number;
}

/** Per user when signed in, else per address: anonymous callers have the smaller budget. */
const telemetryKey = (request: FastifyRequest) =>
  request.identity ? `telemetry:user:${request.identity.email.toLowerCase()}` : `telemetry:ip:${request.ip}`;

/**
 * POST /api/v1/telemetry: the browser's batches of vitals and front-end errors (ADR 0030). Open
 * to the signed-out landing page too, with a smaller budget. sendBeacon may send the JSON as
 * text/plain, which is read the same way. The handler only counts in memory; the aggregates are
 * written by the next flush.
 */
const collect: FastifyPluginAsync<CollectOptions> = async (app, options) => {
  const json = app.getDefaultJsonParser('error', 'error');
  // Only in this plugin: elsewhere text/plain stays what it was.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    json(request, body as string, done);
  });

  app.post(
    endpoints.telemetry.path,
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      schema: {
        tags: ['telemetry'],
        summary: 'Report real-user vitals and front-end errors (aggregated; at most 50 reports, 64 KB)',
        description:
          'Signed in or anonymous. Only aggregates are kept: counts per day, route pattern, remote, version and ' +
          'metric, and errors per day, remote, version, source and fingerprint. Nothing about the caller is stored.',
        body: TelemetryBatch,
        response: {
          202: TelemetryAccepted,
          ...errorResponses(400, 413, 415, 429),
        },
      },
      // The report's kind decides its schema; batchProblem names the field at fault.
      validatorCompiler: () => (body: unknown) => {
        const problem = batchProblem(body);
        return problem ? { error: badRequest(problem) } : { value: body };
      },
      config: {
        access: 'public',
        rateLimit: {
          max: async (request: FastifyRequest) => (request.identity ? options.signedInMax : options.anonymousMax),
          timeWindow: options.timeWindowMs,
          keyGenerator: telemetryKey,
        },
      },
    },
    async (request, reply) => {
      const { reports } = request.body as TelemetryBatch;
      app.telemetry.add(reports);
      return reply.status(202).header('cache-control', 'no-store').send({ accepted: reports.length });
    },
  );
};

export default collect;
