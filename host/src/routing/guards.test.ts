import { ROLE, hasCohortAccess, permissionsInCohort, type MembershipFacts } from '@cedar/shared/domain';
import {
  type GuardDecision,
  type GuardFacts,
  acpIndexGuard,
  announcementHistoryGuard,
  defaultHashRedirect,
  peopleGuard,
  remoteHealthGuard,
  sectionsGuard,
  shellFor,
  supportRequestsGuard,
  videoLibraryGuard,
} from './guards';

const COHORT = 10;
const OTHER_COHORT = 99;

function facts(role: number, memberships: MembershipFacts[], cohortId: number = COHORT): GuardFacts {
  return {
    role,
    permissions: permissionsInCohort(memberships, cohortId),
    cohortAccess: hasCohortAccess(memberships, cohortId),
  };
}

const member = (user_role_id: number, cohort_id = COHORT): MembershipFacts => ({
  cohort_id,
  user_role_id,
  active: true,
});

// Each resolved role of §4.1, in the cohort the admin console has selected.
const SCENARIOS: Record<string, GuardFacts> = {
  learner: facts(ROLE.learner, [member(ROLE.learner)]),
  'coach switched to ACP': facts(ROLE.coach, [member(ROLE.coach)]),
  'program manager': facts(ROLE.programManager, [member(ROLE.programManager)]),
  'limited admin': facts(ROLE.limitedAdmin, [member(ROLE.limitedAdmin)]),
  'facilitator (staff, resolved 9)': facts(ROLE.programManager, [member(ROLE.facilitator)]),
  'advisor (staff, resolved 9)': facts(ROLE.programManager, [member(ROLE.learnerSuccessAdvisor)]),
  'program manager, cohort not theirs': facts(ROLE.programManager, [member(ROLE.programManager)], OTHER_COHORT),
  'limited admin, cohort not theirs': facts(ROLE.limitedAdmin, [member(ROLE.limitedAdmin)], OTHER_COHORT),
  'inactive coach membership': facts(ROLE.coach, [{ cohort_id: COHORT, user_role_id: ROLE.coach, active: false }]),
};

const render: GuardDecision = { kind: 'render' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });
const UNAUTHORIZED = to('/unauthorized');
const HOME = to('/');
const LIST = to('/acp/listRequests/');
const HISTORY = to('/acp/announcementHistory/');

type Row = [
  scenario: string,
  acp: GuardDecision,
  people: GuardDecision,
  list: GuardDecision,
  video: GuardDecision,
  history: GuardDecision,
];

// Columns: /acp, /acp/people, /acp/listRequests/, /acp/videoLibrary, /acp/announcementHistory.
const TABLE: Row[] = [
  ['learner', UNAUTHORIZED, UNAUTHORIZED, HOME, HOME, UNAUTHORIZED],
  ['coach switched to ACP', LIST, render, render, render, render],
  ['program manager', LIST, render, render, render, render],
  ['limited admin', HISTORY, UNAUTHORIZED, HISTORY, render, render],
  ['facilitator (staff, resolved 9)', LIST, render, render, render, render],
  ['advisor (staff, resolved 9)', LIST, render, render, render, UNAUTHORIZED],
  ['program manager, cohort not theirs', UNAUTHORIZED, UNAUTHORIZED, HOME, HOME, UNAUTHORIZED],
  ['limited admin, cohort not theirs', HISTORY, UNAUTHORIZED, HOME, HOME, UNAUTHORIZED],
  ['inactive coach membership', UNAUTHORIZED, UNAUTHORIZED, HOME, HOME, UNAUTHORIZED],
];

describe('admin-area guards (profiles-shell-and-access §2.2, admin-console §2.2)', () => {
  describe.each(TABLE)('%s', (scenario, acp, people, list, video, history) => {
    const f = SCENARIOS[scenario]!;
    it('/acp (exact)', () => expect(acpIndexGuard(f)).toEqual(acp));
    it('/acp/people/:roleId?', () => expect(peopleGuard(f)).toEqual(people));
    it('/acp/listRequests/', () => expect(supportRequestsGuard(f)).toEqual(list));
    it('/acp/videoLibrary (exact)', () => expect(videoLibraryGuard(f)).toEqual(video));
    it('/acp/announcementHistory', () => expect(announcementHistoryGuard(f)).toEqual(history));
  });

  it('covers every scenario', () => {
    expect(TABLE.map(([name]) => name).sort()).toEqual(Object.keys(SCENARIOS).sort());
  });

  it('opens Remote health to Program Managers only', () => {
    const manager = { ...SCENARIOS['learner']!, programManager: true };
    expect(remoteHealthGuard(manager)).toEqual(render);
    for (const scenario of Object.values(SCENARIOS)) expect(remoteHealthGuard(scenario)).toEqual(UNAUTHORIZED);
  });

  it('opens a page of sections with any of its menu keys, then asks its own guard', () => {
    const settings = sectionsGuard(['cohortSettings', 'calendarSettings', 'staffSettings', 'webToolsSettings']);
    expect(settings(SCENARIOS['program manager']!)).toEqual(render);
    expect(settings(SCENARIOS['limited admin']!)).toEqual(render);
    expect(settings(SCENARIOS['facilitator (staff, resolved 9)']!)).toEqual(UNAUTHORIZED);
    expect(settings(SCENARIOS['coach switched to ACP']!)).toEqual(UNAUTHORIZED);
    expect(settings(SCENARIOS['learner']!)).toEqual(UNAUTHORIZED);
    const thenHome = sectionsGuard(['calendarSettings'], () => HOME);
    expect(thenHome(SCENARIOS['limited admin']!)).toEqual(HOME);
    expect(thenHome(SCENARIOS['learner']!)).toEqual(UNAUTHORIZED);
  });

  it('checks the permission before cohort access on /acp/people and announcement history', () => {
    const noPermissionNoAccess = SCENARIOS['learner']!;
    expect(peopleGuard(noPermissionNoAccess)).toEqual(UNAUTHORIZED);
    expect(announcementHistoryGuard(noPermissionNoAccess)).toEqual(UNAUTHORIZED);
  });

  it('follows the sentence order of the /acp/listRequests/ rule: cohort access before role 11 and unauthorized', () => {
    // Without cohort access, / comes before the role 11 and "others" sentences (docs/decisions/0003).
    expect(supportRequestsGuard(SCENARIOS['learner']!)).toEqual(HOME);
    expect(supportRequestsGuard(SCENARIOS['limited admin, cohort not theirs']!)).toEqual(HOME);
    // With cohort access but no permission: role 11 to its history, anyone else unauthorized.
    expect(supportRequestsGuard(SCENARIOS['limited admin']!)).toEqual(HISTORY);
    const sme = facts(ROLE.subjectMatterExpert, [member(ROLE.subjectMatterExpert)]);
    expect(supportRequestsGuard(sme)).toEqual(render);
    // Resolved 9 (program manager elsewhere), limited admin in the selected cohort: no permission there, not role 11.
    const managerElsewhere = facts(ROLE.programManager, [
      member(ROLE.limitedAdmin),
      member(ROLE.programManager, OTHER_COHORT),
    ]);
    expect(supportRequestsGuard(managerElsewhere)).toEqual(UNAUTHORIZED);
  });
});

describe('default hash of the settings pages (§2.1)', () => {
  it('replaces a hash-less /acp/settings/ by its first section', () => {
    expect(defaultHashRedirect('/acp/settings/', '', '#associated-courses')).toEqual(
      to('/acp/settings/#associated-courses'),
    );
    expect(defaultHashRedirect('/acp/settings', '', '#associated-courses')).toEqual(
      to('/acp/settings/#associated-courses'),
    );
  });

  it('replaces a hash-less /acp/admin/settings/ by cohort management', () => {
    expect(defaultHashRedirect('/acp/admin/settings', '', '#cohort-management')).toEqual(
      to('/acp/admin/settings/#cohort-management'),
    );
  });

  it('keeps a page that has a hash', () => {
    expect(defaultHashRedirect('/acp/settings/', '#calendar-settings', '#associated-courses')).toEqual(render);
  });
});

describe('shell choice (§2.4)', () => {
  it('uses the admin shell with admin access (a coach who switched has it)', () => {
    expect(shellFor({ hasAdminAccess: true })).toBe('admin');
  });

  it('uses the learner shell otherwise', () => {
    expect(shellFor({ hasAdminAccess: false })).toBe('learner');
  });
});
