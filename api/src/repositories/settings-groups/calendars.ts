import { calendarIdOfUrl } from '@cedar/shared/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listCohortCalendars } from '../../db/repositories/calendars.ts';
import { calendars } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { CohortSettingsGroupsRepository } from './repository.ts';

const googleIdOf = (url: string) => calendarIdOfUrl(url)!;

/** Calendars: one row per Google calendar and cohort; a delete sets active false. */
export function createCohortCalendarsStore(
  db: Database,
): Pick<CohortSettingsGroupsRepository, 'calendars' | 'saveCalendars' | 'updateCalendar'> {
  const listCalendars = (tx: Database, cohortId: number) => listCohortCalendars(tx, cohortId);

  /** Is the Google calendar named by another active calendar of the cohort (any case)? */
  const calendarTaken = async (tx: Database, cohortId: number, googleId: string, exceptId?: number) => {
    const rows = await listCalendars(tx, cohortId);
    return rows.some((c) => c.id !== exceptId && c.google_calendar_id.toLowerCase() === googleId.toLowerCase());
  };

  return {
    calendars: (cohortId) => listCalendars(db, cohortId),

    saveCalendars: (cohortId, writes, actor) =>
      db.transaction(async (tx) => {
        const saved = await listCalendars(tx, cohortId);
        const savedIds = new Set(saved.map((c) => c.id));
        const missing = writes.find((w) => w.id !== undefined && !savedIds.has(w.id));
        if (missing) throw notFound(`There is no calendar ${missing.id} in this cohort.`);
        // The calendars after the save, to find one Google calendar named twice.
        const after = new Map(saved.map((c) => [c.id as number | string, c.google_calendar_id.toLowerCase()]));
        writes.forEach((w, i) => after.set(w.id ?? `new-${i}`, googleIdOf(w.calendar_url).toLowerCase()));
        const ids = [...after.values()];
        const twice = ids.find((id, i) => ids.indexOf(id) !== i);
        if (twice) throw conflict(`The calendar ${twice} is already a calendar of this cohort.`);
        for (const w of writes) {
          const fields = {
            calendar_name: w.calendar_name.trim(),
            calendar_url: w.calendar_url.trim(),
            google_calendar_id: googleIdOf(w.calendar_url),
          };
          if (w.id !== undefined) {
            // A deleted calendar naming the same Google calendar gives way (one row per calendar).
            await tx
              .delete(calendars)
              .where(
                and(
                  eq(calendars.cohort_id, cohortId),
                  eq(calendars.google_calendar_id, fields.google_calendar_id),
                  eq(calendars.active, false),
                ),
              );
            await tx.update(calendars).set(fields).where(eq(calendars.id, w.id));
          } else {
            await tx
              .insert(calendars)
              .values({ cohort_id: cohortId, ...fields, active: true, created_by: actor })
              .onConflictDoUpdate({
                target: [calendars.cohort_id, calendars.google_calendar_id],
                set: { calendar_name: fields.calendar_name, calendar_url: fields.calendar_url, active: true },
              });
          }
        }
        return listCalendars(tx, cohortId);
      }),

    updateCalendar: (cohortId, calId, change) =>
      db.transaction(async (tx) => {
        const saved = (await listCalendars(tx, cohortId)).find((c) => c.id === calId);
        if (!saved) throw notFound(`There is no calendar ${calId} in this cohort.`);
        if (change.active === false) {
          await tx.update(calendars).set({ active: false }).where(eq(calendars.id, calId));
          return { ...saved, active: false };
        }
        const fields: Partial<typeof calendars.$inferInsert> = {};
        if (change.calendar_name !== undefined) fields.calendar_name = change.calendar_name.trim();
        if (change.calendar_url !== undefined) {
          fields.calendar_url = change.calendar_url.trim();
          fields.google_calendar_id = googleIdOf(change.calendar_url);
          if (await calendarTaken(tx, cohortId, fields.google_calendar_id, calId)) {
            throw conflict(`The calendar ${fields.google_calendar_id} is already a calendar of this cohort.`);
          }
          await tx
            .delete(calendars)
            .where(
              and(
                eq(calendars.cohort_id, cohortId),
                eq(calendars.google_calendar_id, fields.google_calendar_id),
                eq(calendars.active, false),
                ne(calendars.id, calId),
              ),
            );
        }
        await tx.update(calendars).set(fields).where(eq(calendars.id, calId));
        return (await listCalendars(tx, cohortId)).find((c) => c.id === calId)!;
      }),
  };
}
