import { ROLE } from './roles.ts';

/**
 * Rules of the admin console's member management (admin-console §2.9, §4 Member, §5 Add and
 * Edit member), shared by the People page and the API that enforces them.
 */

/**
 * E-mail check for adding and editing members (DECISIONS.md): the spec's pattern (letters or
 * digits, @, letters, a dot, 2 to 3 letters) and real addresses too: dots, plus and hyphen in
 * the local part, subdomains, top-level domains of any length.
 */
const MEMBER_EMAIL =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

export function isValidMemberEmail(email: string): boolean {
  return email.length <= 254 && !email.includes('..') && MEMBER_EMAIL.test(email);
}

/** Roles offered when editing a member's row, in the spec's order (§6). */
export const EDIT_ROLE_IDS = [
  ROLE.learner,
  ROLE.coach,
  ROLE.facilitator,
  ROLE.programManager,
  ROLE.subjectMatterExpert,
];
/** Roles offered when adding members: the edit roles and Support (offered only when adding). */
export const ADD_ROLE_IDS = [...EDIT_ROLE_IDS, ROLE.support];

/** Short labels of the member table and its role pickers (the roles' secondary names). */
export const MEMBER_ROLE_LABELS: Record<number, string> = {
  1: 'Learner',
  2: 'Facilitator',
  5: 'Coach',
  9: 'Admin',
  14: 'SME',
  15: 'Support',
};

/** The columns of the member list export, and the header a member import file must have. */
export const MEMBER_CSV_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'user_lms_id',
  'role',
  'active',
  'is_visible',
] as const;

/** A member to add, as the form sends it (§4: default active, Learner, visible). */
export interface NewMemberInput {
  email: string;
  first_name: string;
  last_name: string;
  user_lms_id: string | null;
  user_role_id: number;
  is_visible: boolean;
  active: boolean;
}

export type NewMemberField = 'email' | 'first_name' | 'last_name' | 'user_lms_id' | 'user_role_id';

/** Field messages of the add and edit forms. */
export const MEMBER_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  lmsIdRequired: 'LMS ID is required for learners',
  roleInvalid: 'Please select a role',
} as const;

/** Imported string fields are trimmed, e-mails lower-cased, and an empty LMS id becomes null (§5). */
export function normaliseNewMember(input: NewMemberInput): NewMemberInput {
  const lms = input.user_lms_id?.trim() ?? '';
  return {
    ...input,
    email: input.email.trim().toLowerCase(),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    user_lms_id: lms === '' ? null : lms,
  };
}

/** The field errors of a member to add (after normalising); empty when it may be sent. */
export function newMemberErrors(raw: NewMemberInput): Partial<Record<NewMemberField, string>> {
  const member = normaliseNewMember(raw);
  const errors: Partial<Record<NewMemberField, string>> = {};
  if (!member.email) errors.email = MEMBER_FIELD_MESSAGES.emailRequired;
  else if (!isValidMemberEmail(member.email)) errors.email = MEMBER_FIELD_MESSAGES.emailInvalid;
  if (!member.first_name) errors.first_name = MEMBER_FIELD_MESSAGES.firstNameRequired;
  if (!member.last_name) errors.last_name = MEMBER_FIELD_MESSAGES.lastNameRequired;
  if (!ADD_ROLE_IDS.includes(member.user_role_id as never)) errors.user_role_id = MEMBER_FIELD_MESSAGES.roleInvalid;
  else if (member.user_role_id === ROLE.learner && !member.user_lms_id) {
    errors.user_lms_id = MEMBER_FIELD_MESSAGES.lmsIdRequired;
  }
  return errors;
}

/** A member row as the table edits it. */
export interface EditableMember {
  email: string;
  first_name: string;
  last_name: string;
  user_lms_id: string | null;
  user_role_id: number;
  active: boolean;
  is_visible: boolean;
}

/** The changes of an edited row, split as §4 sends them: user record and membership. */
export interface MemberChanges {
  user: Partial<Pick<EditableMember, 'email' | 'first_name' | 'last_name' | 'user_lms_id'>>;
  membership: Partial<Pick<EditableMember, 'active' | 'is_visible' | 'user_role_id'>>;
}

const USER_FIELDS = ['email', 'first_name', 'last_name', 'user_lms_id'] as const;
const MEMBERSHIP_FIELDS = ['active', 'is_visible', 'user_role_id'] as const;

/**
 * Only the changed fields (§4), split between the user record and the membership. An inactive
 * member gets Connect visibility switched off.
 */
export function memberChanges(before: EditableMember, edited: EditableMember): MemberChanges {
  const after: EditableMember = {
    ...edited,
    email: edited.email.trim().toLowerCase(),
    first_name: edited.first_name.trim(),
    last_name: edited.last_name.trim(),
    user_lms_id: edited.user_lms_id?.trim() ? edited.user_lms_id.trim() : null,
    is_visible: edited.active ? edited.is_visible : false,
  };
  const user: MemberChanges['user'] = {};
  for (const key of USER_FIELDS) if (after[key] !== before[key]) Object.assign(user, { [key]: after[key] });
  const membership: MemberChanges['membership'] = {};
  for (const key of MEMBERSHIP_FIELDS) {
    if (after[key] !== before[key]) Object.assign(membership, { [key]: after[key] });
  }
  return { user, membership };
}

/** How many properties an edit changes ('Successfully Updated {n} properties'). */
export function changeCount(changes: MemberChanges): number {
  return Object.keys(changes.user).length + Object.keys(changes.membership).length;
}

/** The field errors of an edited row: names required, e-mail required and valid. */
export function editedMemberErrors(member: EditableMember): Partial<Record<NewMemberField, string>> {
  const errors: Partial<Record<NewMemberField, string>> = {};
  const email = member.email.trim();
  if (!email) errors.email = MEMBER_FIELD_MESSAGES.emailRequired;
  else if (!isValidMemberEmail(email)) errors.email = MEMBER_FIELD_MESSAGES.emailInvalid;
  if (!member.first_name.trim()) errors.first_name = MEMBER_FIELD_MESSAGES.firstNameRequired;
  if (!member.last_name.trim()) errors.last_name = MEMBER_FIELD_MESSAGES.lastNameRequired;
  return errors;
}

/** Member filters of the People page (§2.9): each group, and its active and online variants. */
export const MEMBER_GROUPS = ['learners', 'staff', 'coaches', 'admins'] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number];
export type MemberState = 'all' | 'active' | 'online';

/** Which group a role belongs to: learners 1, coaches 5, admins 9 and 11, staff the rest. */
export function memberGroupOf(roleId: number): MemberGroup {
  if (roleId === ROLE.learner) return 'learners';
  if (roleId === ROLE.coach) return 'coaches';
  if (roleId === ROLE.programManager || roleId === ROLE.limitedAdmin) return 'admins';
  return 'staff';
}

/**
 * The role filter's label (§2.9): Coaches, Subject Matter Experts, Support, or the role's
 * name plus 's'.
 */
export function roleFilterLabel(roleId: number, roleName: string): string {
  if (roleId === ROLE.coach) return 'Coaches';
  if (roleId === ROLE.subjectMatterExpert) return 'Subject Matter Experts';
  if (roleId === ROLE.support) return 'Support';
  return `${roleName}s`;
}
