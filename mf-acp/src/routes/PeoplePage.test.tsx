import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMembership } from './admin-settings-fixtures';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { peopleMessages as t } from '../features/people/messages';
import { COHORT_MEMBERS } from '../features/people/test-support/members';
import PeoplePage from './PeoplePage';

const COHORT = 7;
const membership = (roleId: number) =>
  adminMembership(roleId, { cohort_id: COHORT, cohort_name: 'SEBD September 2026', program_id: 1 });

const handlers = (updates: unknown[] = []) => [
  apiHandler('get', `/v1/cohort/${COHORT}/members`, () =>
    HttpResponse.json({
      message: {
        cohort: { cohort_id: COHORT, cohort_name: 'SEBD September 2026', program_id: 1 },
        members: COHORT_MEMBERS,
      },
    }),
  ),
  apiHandler('get', `/v1/cohort/${COHORT}/members/changes`, () =>
    HttpResponse.json({
      message: {
        changes: [
          {
            id: 1,
            actor_email: 'admin@cedar.test',
            member_email: 'learner@cedar.test',
            action: 'updated',
            changes: ['first_name'],
            created_at: '2026-11-20T15:00:00.000Z',
          },
        ],
      },
    }),
  ),
  apiHandler('put', `/v1/cohort/${COHORT}/members/:id`, async ({ request, params }) => {
    updates.push({ id: params.id, body: await request.json() });
    return HttpResponse.json({
      message: { didUpdate: true, message: 'Successfully Updated 1 properties', member: COHORT_MEMBERS[0] },
    });
  }),
];

const render = (roleId: number, route = '/acp/people', updates: unknown[] = []) =>
  renderWithPortal(<PeoplePage />, {
    route,
    path: '/acp/people/:roleId?',
    session: { email: 'admin@cedar.test', role: roleId, memberships: [membership(roleId)], selectedCohortId: COHORT },
    handlers: handlers(updates),
  });

// Typing through whole forms is slow when the machine is busy.
jest.setTimeout(15_000);
describe('PeoplePage', () => {
  it("shows the selected cohort's members with the audit list for its admin", async () => {
    render(9);
    expect(await screen.findByRole('heading', { name: 'SEBD September 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.addMembers })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: t.changesTitle })).toBeInTheDocument();
    expect(screen.getByText(/admin@cedar.test updated learner@cedar.test \(first_name\)/)).toBeInTheDocument();
  });

  it('preselects the role filter from the route', async () => {
    render(2, '/acp/people/5');
    const table = await screen.findByRole('table', { name: t.title });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Coco Coach')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: t.roleFilterLabel })).toHaveValue('5');
  });

  it('gives a facilitator the list without Actions, Add Members or the audit', async () => {
    render(2);
    await screen.findByRole('table', { name: t.title });
    expect(screen.queryByRole('button', { name: t.addMembers })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.changesTitle })).not.toBeInTheDocument();
  });

  it('filters by the search 300 ms after typing', async () => {
    render(9);
    const table = await screen.findByRole('table', { name: t.title });
    await userEvent.type(screen.getByRole('searchbox'), 'fritz');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('saves an edited row and shows the answer in an alert', async () => {
    const updates: unknown[] = [];
    render(9, '/acp/people', updates);
    await userEvent.click(await screen.findByRole('button', { name: t.edit('Lena Learner') }));
    await userEvent.type(screen.getByRole('textbox', { name: `${t.columns.lastName}, Lena Learner` }), 's');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully Updated 1 properties');
    expect(updates).toEqual([{ id: '1', body: { user: { last_name: 'Learners' }, membership: {} } }]);
  });
});
