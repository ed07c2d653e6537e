export {
  openDatabase,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
  type OpenedDatabase,
} from './client.ts';
export { migrate, MIGRATIONS_FOLDER } from './migrate.ts';
export * as schema from './schema/index.ts';
