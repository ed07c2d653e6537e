import { sql } from 'drizzle-orm';
import { PROGRAMS, ROLES } from '@cedar/shared/domain';
import { webtoolDefaults } from '../domain/webtool-catalogue.ts';
import type { Database } from './client.ts';
import { ensureWebtoolCatalogue } from './repositories/webtools.ts';
import { programs, roles } from './schema/index.ts';

/** Upserts the 15 roles, the programs of §3.8 and the web tools catalogue, so the database always matches the code. */
export async function ensureReferenceData(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLES.map((role) => ({
        id: role.id,
        ui_name: role.uiName,
        stored_name: role.storedName,
        secondary_name: role.secondaryName,
        is_visible_in_acp: role.isVisibleInACP,
        is_visible_in_support_panel: role.isVisibleInSupportPanel,
        display_order: role.displayOrder,
      })),
    )
    .onConflictDoUpdate({
      target: roles.id,
      set: {
        ui_name: sql`excluded.ui_name`,
        stored_name: sql`excluded.stored_name`,
        secondary_name: sql`excluded.secondary_name`,
        is_visible_in_acp: sql`excluded.is_visible_in_acp`,
        is_visible_in_support_panel: sql`excluded.is_visible_in_support_panel`,
        display_order: sql`excluded.display_order`,
      },
    });
  await db
    .insert(programs)
    .values(PROGRAMS.map((program) => ({ id: program.id, title: program.title })))
    .onConflictDoUpdate({ target: programs.id, set: { title: sql`excluded.title` } });
  await ensureWebtoolCatalogue(db, webtoolDefaults);
}
