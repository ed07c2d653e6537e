import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userFavorites, users } from '../schema/index.ts';
import { normaliseEmail, type FavoriteProfile } from './records.ts';

/** The profiles a user starred, as user_favorite_profiles entries ({ id, user_email }), oldest first. */
export async function listFavorites(db: Database, ownerEmail: string): Promise<FavoriteProfile[]> {
  return db
    .select({ id: users.id, user_email: users.email })
    .from(userFavorites)
    .innerJoin(users, eq(users.email, userFavorites.favorite_email))
    .where(eq(userFavorites.owner_email, normaliseEmail(ownerEmail)))
    .orderBy(asc(userFavorites.id));
}

/** Favourites of several owners at once, keyed by lowercase e-mail. */
export async function listFavoritesByOwners(
  db: Database,
  ownerEmails: string[],
): Promise<Map<string, FavoriteProfile[]>> {
  const keys = [...new Set(ownerEmails.map(normaliseEmail))];
  const byOwner = new Map<string, FavoriteProfile[]>(keys.map((email) => [email, []]));
  if (keys.length === 0) return byOwner;
  const rows = await db
    .select({ owner: userFavorites.owner_email, id: users.id, user_email: users.email })
    .from(userFavorites)
    .innerJoin(users, eq(users.email, userFavorites.favorite_email))
    .where(inArray(userFavorites.owner_email, keys))
    .orderBy(asc(userFavorites.id));
  for (const { owner, ...favorite } of rows) byOwner.get(owner)?.push(favorite);
  return byOwner;
}

/**
 * Replaces a user's favourites with `favoriteEmails` (the delayed save of §4.5), in one
 * transaction: kept entries keep their order, unknown e-mails and the owner are ignored.
 */
export async function replaceFavorites(
  db: Database,
  ownerEmail: string,
  favoriteEmails: string[],
): Promise<FavoriteProfile[]> {
  const owner = normaliseEmail(ownerEmail);
  const wanted = [...new Set(favoriteEmails.map(normaliseEmail))].filter((email) => email !== owner);
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, wanted.length ? wanted : ['']));
    const known = new Set(existing.map((row) => row.email));
    const current = await tx
      .select({ favorite_email: userFavorites.favorite_email })
      .from(userFavorites)
      .where(eq(userFavorites.owner_email, owner));
    const have = new Set(current.map((row) => row.favorite_email));
    const drop = [...have].filter((email) => !wanted.includes(email));
    if (drop.length) {
      await tx
        .delete(userFavorites)
        .where(and(eq(userFavorites.owner_email, owner), inArray(userFavorites.favorite_email, drop)));
    }
    const add = wanted.filter((email) => known.has(email) && !have.has(email));
    if (add.length) {
      await tx
        .insert(userFavorites)
        .values(add.map((favorite_email) => ({ owner_email: owner, favorite_email })))
        .onConflictDoNothing();
    }
  });
  return listFavorites(db, owner);
}

/** Stars one profile; false when the profile does not exist or is the owner's own. */
export async function addFavorite(db: Database, ownerEmail: string, favoriteEmail: string): Promise<boolean> {
  const owner = normaliseEmail(ownerEmail);
  const favorite = normaliseEmail(favoriteEmail);
  if (owner === favorite) return false;
  const [target] = await db.select({ email: users.email }).from(users).where(eq(users.email, favorite));
  if (!target) return false;
  await db.insert(userFavorites).values({ owner_email: owner, favorite_email: favorite }).onConflictDoNothing();
  return true;
}

/** Un-stars one profile; true when it was starred. */
export async function removeFavorite(db: Database, ownerEmail: string, favoriteEmail: string): Promise<boolean> {
  const removed = await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.owner_email, normaliseEmail(ownerEmail)),
        eq(userFavorites.favorite_email, normaliseEmail(favoriteEmail)),
      ),
    )
    .returning({ id: userFavorites.id });
  return removed.length > 0;
}
