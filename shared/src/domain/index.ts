export * from './brand.ts';
export * from './constants.ts';
export * from './memberships.ts';
export * from './people.ts';
export * from './permissions.ts';
export * from './profile.ts';
export * from './roles.ts';
export * from './startup-role.ts';
