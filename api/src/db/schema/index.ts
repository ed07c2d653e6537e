export * from './memberships.ts';
export * from './oidc.ts';
export * from './programs.ts';
export * from './roles.ts';
export * from './social.ts';
export * from './types.ts';
export * from './users.ts';
