import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { linkDemoFiles, refreshSeededPresence, seedIfEmpty, topUpDashboardDemo } from './seed/index.ts';

export interface PrepareOptions {
  eventsCalendarId?: string;
  now?: Date;
}

/**
 * What each start does to the database before the API listens: brings the schema up to date,
 * seeds the demo into an empty database and, into one that holds the demo, adds what the
 * clock calls for (today's classes, the running study session). It only adds and refreshes
 * demo rows: what people made (watch data, support requests, profile edits) and every
 * recording id survive any number of restarts.
 */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}) {
  const now = options.now ?? new Date();
  await migrate(db);
  const seeded = await seedIfEmpty(db, { eventsCalendarId: options.eventsCalendarId, now });
  // The demo people shown online were seen "just now" when seeded; make that true again.
  if (!seeded) await refreshSeededPresence(db, now);
  // Today's classes, this week's assignments, the running study session: placed around now.
  if (!seeded) await topUpDashboardDemo(db, { now, eventsCalendarId: options.eventsCalendarId });
  // The new recordings play a demo recording, whose files are copied into storage.
  await linkDemoFiles(db);
  return { seeded };
}
