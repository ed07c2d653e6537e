/** Admin-console menu keys (admin-console §2.2, §6). */
export const MENU_KEYS = [
  'supportRequests',
  'announcements',
  'cohortSettings',
  'calendarSettings',
  'staffSettings',
  'webToolsSettings',
  'adminSettings',
  'adminSettingsManageCohorts',
  'adminSettingsManageCohortMembers',
  'adminSettingsManageLearners',
  'editProfile',
  'profile',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * Function flags. The spec's flags keep its spelling because they are stored identifiers;
 * the flags it implies but does not name are spelled correctly.
 */
export const FUNCTION_KEYS = [
  'isAdmin',
  'annoucementsCanCreateAnnouncement',
  'annoucementsCanEditAnnoucements',
  'annoucementsCanDeleteAnnoucements',
  'annoucementsCanSendAnnoucementsToEveryone',
  'announcementsCanSendToAssignedCohort',
  'announcementsCanSeeHistory',
  'adminSettingsCreateCohort',
  /** The admin settings' Additional Tools (Handshake upload, LMS sync): Program Managers only. */
  'adminSettingsAdditionalTools',
  'supportRequestsAccessToAssignedCohortRequests',
  'supportRequestsCanSeeAllRequests',
  'supportRequestsCanSeePersonalRequests',
  'supportRequestsCanRespond',
  'videosCanEdit',
] as const;
export type FunctionKey = (typeof FUNCTION_KEYS)[number];

export interface AcpPermissions {
  menuAccess: Record<MenuKey, boolean>;
  functions: Record<FunctionKey, boolean>;
}

const SUPPORT: FunctionKey[] = [
  'supportRequestsAccessToAssignedCohortRequests',
  'supportRequestsCanSeeAllRequests',
  'supportRequestsCanRespond',
];
const SUPPORT_PERSONAL: FunctionKey[] = [...SUPPORT, 'supportRequestsCanSeePersonalRequests'];
const ANNOUNCE_ASSIGNED: FunctionKey[] = [
  'announcementsCanSeeHistory',
  'annoucementsCanCreateAnnouncement',
  'announcementsCanSendToAssignedCohort',
];
const ANNOUNCE_EDIT: FunctionKey[] = ['annoucementsCanEditAnnoucements', 'annoucementsCanDeleteAnnoucements'];
const ANNOUNCE_ALL: FunctionKey[] = [
  ...ANNOUNCE_ASSIGNED,
  ...ANNOUNCE_EDIT,
  'annoucementsCanSendAnnoucementsToEveryone',
];
const STAFF_MENUS: MenuKey[] = ['supportRequests', 'announcements', 'editProfile', 'profile'];

interface Grant {
  menus: MenuKey[];
  functions: FunctionKey[];
}

// The permission matrix of DECISIONS.md, one grant per role id.
const instructional: Grant = {
  menus: STAFF_MENUS,
  functions: [...SUPPORT, ...ANNOUNCE_ASSIGNED, 'videosCanEdit'],
};
const advising: Grant = { menus: ['supportRequests', 'editProfile', 'profile'], functions: SUPPORT_PERSONAL };
const GRANTS: Record<number, Grant> = {
  1: { menus: [], functions: [] },
  2: instructional,
  3: instructional,
  4: advising,
  5: { menus: STAFF_MENUS, functions: [...SUPPORT, 'announcementsCanSeeHistory'] },
  6: advising,
  7: advising,
  8: { menus: STAFF_MENUS, functions: [...instructional.functions, ...ANNOUNCE_EDIT] },
  9: { menus: MENU_KEYS.filter((key) => key !== 'adminSettingsManageLearners'), functions: [...FUNCTION_KEYS] },
  10: instructional,
  11: {
    menus: [
      'announcements',
      'adminSettings',
      'adminSettingsManageCohorts',
      'calendarSettings',
      'staffSettings',
      'webToolsSettings',
      'editProfile',
      'profile',
    ],
    functions: ['isAdmin', ...ANNOUNCE_ALL],
  },
  12: instructional,
  13: advising,
  14: {
    menus: [...STAFF_MENUS, 'cohortSettings', 'calendarSettings', 'staffSettings', 'webToolsSettings'],
    functions: [...SUPPORT, ...ANNOUNCE_ASSIGNED, ...ANNOUNCE_EDIT, 'videosCanEdit'],
  },
  15: { menus: STAFF_MENUS, functions: [...SUPPORT_PERSONAL, ...ANNOUNCE_ASSIGNED] },
};

function toRecord<K extends string>(keys: readonly K[], granted: readonly K[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, granted.includes(key)])) as Record<K, boolean>;
}

/** The ACP permissions of a role id; an unknown id gets none. */
export function permissionsForRoleId(roleId: number): AcpPermissions {
  const grant = GRANTS[roleId] ?? GRANTS[1]!;
  return { menuAccess: toRecord(MENU_KEYS, grant.menus), functions: toRecord(FUNCTION_KEYS, grant.functions) };
}

/** No menus, no functions: what a caller with no role in a cohort holds. */
export const NO_PERMISSIONS: AcpPermissions = permissionsForRoleId(1);

/** Support requests are visible only with both the assigned-cohort and all-requests flags. */
export function canSeeSupportRequests(permissions: AcpPermissions): boolean {
  return (
    permissions.menuAccess.supportRequests &&
    permissions.functions.supportRequestsAccessToAssignedCohortRequests &&
    permissions.functions.supportRequestsCanSeeAllRequests
  );
}
