import type { WebtoolAssignment } from '@cedar/shared/contract';
import { WEBTOOLS } from '@cedar/shared/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohortWebtools, webtools } from '../schema/index.ts';
import type { WebtoolDefaults } from '../../domain/webtool-catalogue.ts';

/**
 * Keeps the tools catalogue in step with WEBTOOLS: names follow the code; links and logos are
 * set when a tool is first added and left alone afterwards (the console may change them).
 */
export async function ensureWebtoolCatalogue(
  db: Database,
  defaults: (id: number, name: string) => WebtoolDefaults,
): Promise<void> {
  await db
    .insert(webtools)
    .values(WEBTOOLS.map((tool) => ({ id: tool.id, name: tool.name, ...defaults(tool.id, tool.name) })))
    .onConflictDoUpdate({ target: webtools.id, set: { name: sql`excluded.name` } });
}

/** The tools assigned to a cohort (filtered by `is_active` when given), by catalogue id. */
export async function listCohortWebtools(
  db: Database,
  cohortId: number,
  isActive?: boolean,
): Promise<WebtoolAssignment[]> {
  const rows = await db
    .select({ assignment: cohortWebtools, webtool: webtools })
    .from(cohortWebtools)
    .innerJoin(webtools, eq(webtools.id, cohortWebtools.webtools_id))
    .where(
      and(
        eq(cohortWebtools.cohort_id, cohortId),
        isActive === undefined ? undefined : eq(cohortWebtools.is_active, isActive),
      ),
    )
    .orderBy(asc(cohortWebtools.webtools_id));
  return rows.map(({ assignment, webtool }) => ({
    id: assignment.id,
    cohort_id: assignment.cohort_id,
    webtools_id: assignment.webtools_id,
    is_active: assignment.is_active,
    url: assignment.url ?? webtool.url,
    webtool: { id: webtool.id, name: webtool.name, url: webtool.url, logo_url: webtool.logo_url },
  }));
}
