export * from './common.ts';
export * from './endpoints.ts';
export * from './memberships.ts';
export * from './presence.ts';
export * from './profile.ts';
export * from './users.ts';
