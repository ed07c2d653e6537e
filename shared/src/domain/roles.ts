import { type AcpPermissions, permissionsForRoleId } from './permissions.ts';

/** Role ids of profiles-shell-and-access §3.8. */
export const ROLE = {
  learner: 1,
  facilitator: 2,
  seniorSoftwareEngineer: 3,
  learnerSuccessAdvisor: 4,
  coach: 5,
  careerAdvisor: 6,
  admissionsCounselor: 7,
  leadFacilitator: 8,
  programManager: 9,
  seniorUxEngineer: 10,
  limitedAdmin: 11,
  cyberSecurityManager: 12,
  financialAidAdvisor: 13,
  subjectMatterExpert: 14,
  support: 15,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export interface RoleRecord {
  id: RoleId;
  /** Name shown in the UI: every card, panel and profile a learner reads. */
  uiName: string;
  /** Name stored in data. */
  storedName: string;
  /** Secondary (label) name: stored as reference data, never shown to learners (DECISIONS.md). */
  secondaryName: string;
  isVisibleInACP: boolean;
  isVisibleInSupportPanel: boolean;
  /** Support panel display order; null for roles the table does not order. */
  displayOrder: number | null;
  acpPermissions: AcpPermissions;
}

type RoleRow = [RoleId, string, string, string, boolean, boolean, number | null];

// id, UI name, stored name, secondary name, visible in ACP, visible in support panel, order.
// Role 8's UI and stored names are not given by the spec; its label name stands in.
const rows: RoleRow[] = [
  [1, 'Student', 'student', 'Learner', false, false, null],
  [2, 'Facilitator', 'facilitator', 'Facilitator', true, true, 3],
  [3, 'Senior Software Engineer', 'facilitator', 'Instructor', true, true, 1],
  [4, 'Learner Success Advisor', 'student services advisor', 'Student Services Advisor', true, true, 4],
  [5, 'Coach', 'coach', 'Coach', false, false, 5],
  [6, 'Career Advisor', 'placement advisor', 'Placement Advisor', true, true, 6],
  [7, 'Admissions Counselor', 'admission advisor', 'Admission Advisor', true, true, 7],
  [8, 'Lead Facilitator', 'lead facilitator', 'Lead Facilitator', false, false, null],
  [9, 'Program Manager', 'admin', 'Admin', false, false, null],
  [10, 'Senior UX Engineer', 'ux instructor', 'UX Instructor', true, true, 2],
  [11, 'Limited Admin', 'limited admin', 'Limited Admin', true, false, null],
  [12, 'Cyber Security Manager', 'cyber security instructor', 'Cyber Security Instructor', true, true, 8],
  [13, 'Financial Aid Advisor', 'financial_aid_advisor', 'Financial Aid Advisor', false, true, 9],
  [14, 'Subject Matter Expert', 'subject matter expert', 'SME', true, true, 10],
  [15, 'Support', 'support', 'Support', true, false, 11],
];

/** All 15 roles, by id. */
export const ROLES: readonly RoleRecord[] = rows.map(
  ([id, uiName, storedName, secondaryName, isVisibleInACP, isVisibleInSupportPanel, displayOrder]) => ({
    id,
    uiName,
    storedName,
    secondaryName,
    isVisibleInACP,
    isVisibleInSupportPanel,
    displayOrder,
    acpPermissions: permissionsForRoleId(id),
  }),
);

const byId = new Map<number, RoleRecord>(ROLES.map((role) => [role.id, role]));

/** The role record for an id, or undefined for an unknown id. */
export function roleById(id: number): RoleRecord | undefined {
  return byId.get(id);
}

export function isRoleId(id: number): id is RoleId {
  return byId.has(id);
}

/** Roles shown in the support panel, in the panel's display order. */
export function supportPanelRoles(): RoleRecord[] {
  return ROLES.filter((role) => role.isVisibleInSupportPanel).sort(
    (a, b) => (a.displayOrder ?? 99) - (b.displayOrder ?? 99),
  );
}
