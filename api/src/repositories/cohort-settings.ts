import type { CohortFields, SaveCohortWebtools, UpdateCohortFields, WebtoolAssignment } from '@cedar/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listCohortWebtools } from '../db/repositories/webtools.ts';
import { cohorts, cohortWebtools } from '../db/schema/index.ts';

const fieldColumns = {
  cohort_id: cohorts.cohort_id,
  cohort_name: cohorts.cohort_name,
  program_id: cohorts.program_id,
  zoom_url: cohorts.zoom_url,
  slack_channel_id: cohorts.slack_channel_id,
  inscribe_community_id: cohorts.inscribe_community_id,
};

/** A cohort's settings as the admin console edits them (admin-console §2.5, §4 Settings). */
export interface CohortSettingsRepository {
  fields(cohortId: number): Promise<CohortFields | null>;
  /** Writes the changed cohort fields; null when the cohort is unknown. */
  updateFields(cohortId: number, changes: UpdateCohortFields): Promise<CohortFields | null>;
  /**
   * Assigns the tools marked active and switches off (is_active false) those marked inactive, in
   * one transaction. A tool never assigned and marked inactive is left alone.
   */
  saveWebtools(cohortId: number, tools: SaveCohortWebtools['webtools'], actor: string): Promise<WebtoolAssignment[]>;
}

export function createCohortSettingsRepository(db: Database): CohortSettingsRepository {
  const fields = async (cohortId: number) => {
    const [row] = await db.select(fieldColumns).from(cohorts).where(eq(cohorts.cohort_id, cohortId));
    return row ?? null;
  };
  return {
    fields,

    async updateFields(cohortId, changes) {
      if (Object.keys(changes).length > 0) {
        await db.update(cohorts).set(changes).where(eq(cohorts.cohort_id, cohortId));
      }
      return fields(cohortId);
    },

    async saveWebtools(cohortId, tools, actor) {
      return db.transaction(async (tx) => {
        const on = tools.filter((t) => t.is_active).map((t) => t.webtools_id);
        const off = tools.filter((t) => !t.is_active).map((t) => t.webtools_id);
        if (on.length > 0) {
          await tx
            .insert(cohortWebtools)
            .values(on.map((webtools_id) => ({ cohort_id: cohortId, webtools_id, is_active: true, created_by: actor })))
            .onConflictDoUpdate({
              target: [cohortWebtools.cohort_id, cohortWebtools.webtools_id],
              set: { is_active: true },
            });
        }
        if (off.length > 0) {
          await tx
            .update(cohortWebtools)
            .set({ is_active: false })
            .where(and(eq(cohortWebtools.cohort_id, cohortId), inArray(cohortWebtools.webtools_id, off)));
        }
        return listCohortWebtools(tx, cohortId);
      });
    },
  };
}
