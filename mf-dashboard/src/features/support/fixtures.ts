import type { SupportRequest, SupportTeamMember } from '@cedar/shared/contract';

function member(
  id: number,
  first: string,
  last: string,
  role: number,
  image: string | null = `https://i.pravatar.cc/96?u=${first}`,
): SupportTeamMember {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@cedar.test`;
  const person = { first_name: first, last_name: last, preferred_name: null, user_image_url: image };
  return {
    id,
    user_email: email,
    username: email,
    ...person,
    user_role_id: role,
    user_email_mk_user: { email, username: email, ...person },
  };
}

/** Out of display order on purpose: the panel puts the Senior Software Engineer first, then Facilitator, then advisors. */
export const team: SupportTeamMember[] = [
  member(4, 'Priya', 'Raman', 4),
  member(2, 'Lena', 'Fischer', 2),
  member(3, 'Sam', 'Okafor', 3),
  member(6, 'Omar', 'Haddad', 6, 'https://images.invalid/omar.png'),
];

/** A learner in the answer is not a support role: the panel leaves them out. */
export const learnerInTeam: SupportTeamMember = member(9, 'Ana', 'Lopez', 1);

function request(id: number, type: number, status: string, updated: string): SupportRequest {
  return {
    id,
    request_type_id: type,
    status,
    description: 'challenge=<p>Stuck</p>&solution=<p>Tried</p>',
    cohort_id: 7,
    cohort_name: 'SEBD September 2026',
    lms_course_id: null,
    source: 'my_cedar',
    created_at: '2026-09-01T12:00:00Z',
    updated_at: updated,
  };
}

/** The learner's requests, latest update first. */
export const myRequests: SupportRequest[] = [
  request(31, 1, 'responded', '2026-09-13T17:00:00Z'),
  request(30, 5, 'awaiting_review', '2026-09-10T15:00:00Z'),
  request(28, 3, 'closed', '2026-08-30T15:00:00Z'),
];
