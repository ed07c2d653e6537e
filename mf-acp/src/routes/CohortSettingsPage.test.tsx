import { findDialog } from '@cedar/shared/testing';
import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMembership } from './admin-settings-fixtures';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { settingsMessages as t } from '../features/cohort-settings/messages';
import {
  CALENDARS,
  CANDIDATES,
  CATALOGUE,
  COURSES,
  EMBED_URL,
  STAFF,
} from '../features/cohort-settings/test-support/groups';
import { COHORT_FIELDS, assignment } from '../features/cohort-settings/test-support/settings';
import CohortSettingsPage from './CohortSettingsPage';

// Each journey clicks through a whole page with its toaster: slow on a busy machine.
jest.setTimeout(20_000);

const COHORT = COHORT_FIELDS.cohort_id;
const membership = (roleId: number) =>
  adminMembership(roleId, { cohort_id: COHORT, cohort_name: COHORT_FIELDS.cohort_name, program_id: 1 });

type Call = { method: string; url?: string; body: unknown };
const record =
  (calls: Call[], answer: Record<string, unknown>) =>
  async ({ request }: { request: Request }) => {
    calls.push({
      method: request.method,
      url: new URL(request.url).pathname.replace('/api', ''),
      body: await request.json(),
    });
    return HttpResponse.json(answer);
  };

/** The GETs of the courses, calendars and staff groups, and their writes (recorded in `calls`). */
const groupHandlers = (calls: Call[]) => [
  apiHandler('get', `/v1/cohort/${COHORT}/courses`, () => HttpResponse.json({ message: { courses: COURSES } })),
  apiHandler('get', `/v1/cohort/${COHORT}/courses/1/activeusers`, () =>
    HttpResponse.json({ message: { active_users: 80 } }),
  ),
  apiHandler('get', `/v1/cohort/${COHORT}/courses/4/activeusers`, () =>
    HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 }),
  ),
  apiHandler('get', '/calendars', () => HttpResponse.json({ message: { calendars: CALENDARS } })),
  apiHandler('get', `/v1/cohort/${COHORT}/staff`, () => HttpResponse.json({ message: { staff: STAFF } })),
  apiHandler('get', `/v1/cohort/${COHORT}/canvascourses`, () => HttpResponse.json({ message: { courses: CATALOGUE } })),
  apiHandler('get', `/v1/cohort/${COHORT}/staff/search`, () => HttpResponse.json({ message: { users: CANDIDATES } })),
  apiHandler(
    'post',
    `/v1/cohort/${COHORT}/courses`,
    record(calls, { message: { didUpdate: true, name: 'Courses', courses: [] } }),
  ),
  apiHandler(
    'put',
    `/v1/cohort/${COHORT}/courses`,
    record(calls, { message: { didUpdate: true, name: 'Courses', courses: [] } }),
  ),
  apiHandler(
    'post',
    `/v1/cohort/${COHORT}/calendar`,
    record(calls, { message: { didUpdate: true, name: 'Calendar', calendars: [] } }),
  ),
  apiHandler(
    'put',
    `/v1/cohort/${COHORT}/calendar/11`,
    record(calls, { message: { calendar: { ...CALENDARS[0], active: false } } }),
  ),
  apiHandler(
    'post',
    `/v1/cohort/${COHORT}/staff`,
    record(calls, { message: { didUpdate: true, name: 'Staff', staff: [] } }),
  ),
  apiHandler('put', `/v1/cohort/${COHORT}/staff/21`, () =>
    HttpResponse.json({ message: 'Database unavailable.' }, { status: 503 }),
  ),
];

function render(roleId: number, calls: Call[], failTools = false) {
  return renderWithPortal(<CohortSettingsPage />, {
    session: { role: roleId, memberships: [membership(roleId)], selectedCohortId: COHORT },
    handlers: [
      ...groupHandlers(calls),
      apiHandler('get', `/v1/cohort/${COHORT}`, () => HttpResponse.json({ message: { cohort: COHORT_FIELDS } })),
      apiHandler('get', `/v1/cohort/${COHORT}/webtools`, () =>
        HttpResponse.json({ message: { webtools: [assignment(1, true, 'Calendar'), assignment(2, false, 'Classe')] } }),
      ),
      apiHandler('put', `/v1/cohort/${COHORT}`, async ({ request }) => {
        calls.push({ method: 'PUT', body: await request.json() });
        return HttpResponse.json({ message: { cohort: COHORT_FIELDS } });
      }),
      apiHandler('post', `/v1/cohort/${COHORT}/webtools`, async ({ request }) => {
        calls.push({ method: 'POST', body: await request.json() });
        if (failTools) return HttpResponse.json({ message: 'There is no online tool 99.' }, { status: 400 });
        return HttpResponse.json({ message: { didUpdate: true, name: 'Webtools', webtools: [] } });
      }),
    ],
  });
}

describe('CohortSettingsPage', () => {
  it('saves only the changed groups, in parallel, and says so', async () => {
    const calls: Call[] = [];
    render(9, calls);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Calendar' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Classe' }));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.allUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        body: {
          webtools: [
            { webtools_id: 1, is_active: false },
            { webtools_id: 2, is_active: true },
          ],
        },
      },
    ]);
    expect(screen.getByRole('button', { name: t.edit })).toBeInTheDocument();
  });

  it('shows a toast per table when one group fails, and stays in edit mode', async () => {
    const calls: Call[] = [];
    render(9, calls, true);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    await userEvent.type(screen.getByRole('textbox', { name: t.slackChannel }), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Classe' }));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.tableUpdated('Cohort'))).toBeInTheDocument();
    expect(await screen.findByText('There is no online tool 99.')).toBeInTheDocument();
    expect(calls.map((c) => c.method).sort()).toEqual(['POST', 'PUT']);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ slack_channel_id: 'C0SEBD2' });
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
  });

  it("counts each course's active users, and says 'Invalid (Error Occured)' when a count fails", async () => {
    render(9, []);
    expect(await screen.findByText(`${t.activeUsers}: 80`)).toBeInTheDocument();
    expect(await screen.findByText(`${t.activeUsers}: ${t.activeUsersInvalid}`)).toBeInTheDocument();
    // The shell's side menu scrolls to these anchors (contract/remotes/acp.ts).
    for (const id of ['associated-courses', 'calendar-settings', 'supportstaff-settings', 'webtools-settings']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('holds course changes until Save, shows the Notice first, and saves after Double Check', async () => {
    const calls: Call[] = [];
    render(9, calls);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    await userEvent.type(screen.getByRole('searchbox', { name: t.courseSearch }), 'core');
    await userEvent.click(await screen.findByRole('button', { name: `${t.courseAdd} ${CATALOGUE[0]!.name} (4102)` }));
    expect(screen.getByText(t.coursePending)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t.courseRemove} ${COURSES[1]!.coursename}` }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    const notice = await findDialog(t.noticeTitle);
    expect(calls).toEqual([]);
    await userEvent.click(within(notice).getByRole('button', { name: t.doubleCheck, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.allUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: `/v1/cohort/${COHORT}/courses`, body: { courses: [{ id: 2 }] } },
      { method: 'PUT', url: `/v1/cohort/${COHORT}/courses`, body: { course_ids: [4] } },
    ]);
  });

  it('adds a calendar only with a URL naming src or cid, and deletes one at once', async () => {
    const calls: Call[] = [];
    render(9, calls);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    await userEvent.click(screen.getByRole('button', { name: t.calendarAdd }));
    await userEvent.type(screen.getByRole('textbox', { name: `${t.calendarName} 2` }), 'Events');
    await userEvent.type(screen.getByRole('textbox', { name: `${t.calendarUrl} 2` }), 'https://calendar.google.com/x');
    expect(screen.getByText(t.calendarUrlInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: `${t.calendarUrl} 2` }), '?cid=events');
    expect(screen.queryByText(t.calendarUrlInvalid)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t.calendarDelete} ${CALENDARS[0]!.calendar_name}` }));
    expect(await screen.findByText(t.calendarDeleted)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.allUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', url: `/v1/cohort/${COHORT}/calendar/11`, body: { active: false } },
      {
        method: 'POST',
        url: `/v1/cohort/${COHORT}/calendar`,
        body: { calendars: [{ calendar_name: 'Events', calendar_url: 'https://calendar.google.com/x?cid=events' }] },
      },
    ]);
    expect(EMBED_URL).toContain('src=');
  });

  it("adds a staff member once a role is chosen ('Please select all roles'), and says when a delete fails", async () => {
    const calls: Call[] = [];
    render(9, calls);
    await userEvent.click(await screen.findByRole('button', { name: t.edit }));
    await userEvent.type(screen.getByRole('searchbox', { name: t.staffSearch }), 'nora');
    await userEvent.click(
      await screen.findByRole('button', { name: `${t.staffAdd} Nora Nash (nora.nash@cedar.test)` }),
    );
    expect(screen.getByText(t.staffRolesMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    const role = screen.getByRole('combobox', { name: `${t.staffRole} (Nora Nash)` });
    const names = within(role)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a!.localeCompare(b!)));
    await userEvent.selectOptions(role, 'Subject Matter Expert');
    expect(screen.queryByText(t.staffRolesMissing)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t.staffDelete} Fay Ferris` }));
    expect(await screen.findByText(t.staffDeleteFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.allUpdated)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/v1/cohort/${COHORT}/staff`,
        body: { staff: [{ user_email: 'nora.nash@cedar.test', user_role_id: 14 }] },
      },
    ]);
  });

  it('shows a facilitator the settings without Edit', async () => {
    render(2, []);
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.edit })).not.toBeInTheDocument();
  });
});
