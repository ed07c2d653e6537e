export * from './cohorts.ts';
export * from './credentials.ts';
export * from './favorites.ts';
export * from './memberships.ts';
export * from './records.ts';
export * from './search-history.ts';
export * from './startup.ts';
export * from './users.ts';
