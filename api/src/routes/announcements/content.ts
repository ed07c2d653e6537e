import type { FastifyInstance } from 'fastify';
import { AUDIENCE, brand, PROGRAMS } from '@cedar/shared/domain';
import { sanitizeRichText } from '../../domain/rich-text.ts';
import { badRequest } from '../../http-errors.ts';

/** post_as is 'myself' or the product name (§3). */
export function checkedPostAs(postAs: string): string {
  if (postAs !== 'myself' && postAs !== brand.productName) {
    throw badRequest(`post_as must be 'myself' or '${brand.productName}'.`);
  }
  return postAs;
}

/** The body as stored: sanitised HTML with some content left. */
export function checkedBody(body: string): string {
  const html = sanitizeRichText(body);
  if (!html) throw badRequest('The announcement has no content.');
  return html;
}

/**
 * The stored program and cohort of an audience: none for everyone, a known program, or a known
 * cohort with its program (else 400).
 */
export async function resolvedAudience(
  app: FastifyInstance,
  target: { audience: number; program_id?: number | null; cohort_id?: number | null },
): Promise<{ program_id: number | null; cohort_id: number | null }> {
  if (target.audience === AUDIENCE.program) {
    const programId = target.program_id ?? null;
    if (!PROGRAMS.some((p) => p.id === programId)) throw badRequest('No such program.');
    return { program_id: programId, cohort_id: null };
  }
  if (target.audience === AUDIENCE.cohort) {
    const cohort = target.cohort_id ? await app.cohortsRepository.find(target.cohort_id) : null;
    if (!cohort) throw badRequest('No such cohort.');
    return { program_id: cohort.program_id, cohort_id: cohort.cohort_id };
  }
  return { program_id: null, cohort_id: null };
}
