import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@cedar/shared/auth';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { adminMessages as t } from '../features/admin-settings/messages';
import { adminMembership as membership } from './admin-settings-fixtures';
import AdminSettingsPage from './AdminSettingsPage';

jest.setTimeout(20_000);

const PROGRAMS = [
  {
    id: 1,
    title: 'Software Engineering Backend Development',
    cohorts: {
      active: [{ cohort_id: 1, cohort_name: 'SEBD September 2026', start_date: null, end_date: null }],
      inactive: [{ cohort_id: 9, cohort_name: 'SEBD March 2025', start_date: null, end_date: '2025-10-01' }],
    },
  },
];

function render(roleId: number, created: unknown[] = []) {
  return renderWithPortal(<AdminSettingsPage />, {
    session: { email: 'admin@cedar.test', role: roleId, memberships: [membership(roleId)], selectedCohortId: 3 },
    handlers: [
      apiHandler('get', '/v1/programs', () => HttpResponse.json({ message: { programs: PROGRAMS } })),
      apiHandler('post', '/v1/cohort', async ({ request }) => {
        const body = (await request.json()) as { cohort_name: string };
        created.push(body);
        if (body.cohort_name === 'Taken') {
          return HttpResponse.json({ message: 'A cohort named Taken already exists.' }, { status: 400 });
        }
        return HttpResponse.json(
          {
            message: {
              cohort: { cohort_id: 42, cohort_name: body.cohort_name, program_id: 1, start_date: '2099-01-05' },
              membership: { id: 77, user_role_id: 9, cohort_id: 42 },
            },
          },
          { status: 201 },
        );
      }),
    ],
  });
}

async function fillForm(name: string) {
  const form = screen.getByRole('region', { name: t.createTitle });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Program/ }), '1');
  await userEvent.type(within(form).getByRole('textbox', { name: /Cohort name/ }), name);
  const date = form.querySelector('input[type="date"]') as HTMLInputElement;
  await userEvent.type(date, '2099-01-05');
  await userEvent.click(within(form).getByRole('button', { name: t.create }));
}

describe('AdminSettingsPage', () => {
  it('lists the programs with their active and inactive cohorts', async () => {
    render(9);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage MyCedar Cohorts' })).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: t.activeCohorts });
    await userEvent.click(
      within(active).getByRole('button', { name: /Software Engineering Backend Development \(1 cohort\)/ }),
    );
    expect(within(active).getByText('SEBD September 2026')).toBeInTheDocument();
  });

  it('offers the selectable programs only, and needs every field', async () => {
    render(9);
    const form = await screen.findByRole('region', { name: t.createTitle });
    const options = within(within(form).getByRole('combobox', { name: /Program/ })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Test Program');
    expect(options.map((o) => o.textContent)).not.toContain('All Programs');
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(within(form).getAllByText(t.required)).toHaveLength(3);
  });

  it('creates a cohort, says so, and adds it to the cohort picker as an admin membership', async () => {
    const created: unknown[] = [];
    render(9, created);
    await screen.findByRole('region', { name: t.createTitle });
    await fillForm('SEBD January 2099');
    expect(await screen.findByText(t.created)).toBeInTheDocument();
    expect(created).toEqual([
      { program_id: 1, cohort_name: 'SEBD January 2099', created_by: 'admin@cedar.test', startTermField: '2099-01-05' },
    ]);
    const added = sessionStore.getState().memberships.find((m) => m.cohort_id === 42);
    expect(added).toMatchObject({ user_role_id: 9, active: true, is_visible: true });
  });

  it('shows the server refusal', async () => {
    render(9);
    await screen.findByRole('region', { name: t.createTitle });
    await fillForm('Taken');
    expect(await screen.findByText('A cohort named Taken already exists.')).toBeInTheDocument();
  });

  it('gives a limited admin the lists without Create New Cohort or Cohort Member Management', async () => {
    render(11);
    await screen.findByRole('region', { name: t.activeCohorts });
    expect(screen.queryByRole('region', { name: t.createTitle })).not.toBeInTheDocument();
    // Its link leads to People, which role 11 may not open.
    expect(screen.queryByRole('region', { name: t.memberManagement })).not.toBeInTheDocument();
  });

  it('gives a Program Manager Cohort Member Management with its link to People', async () => {
    render(9);
    const section = await screen.findByRole('region', { name: t.memberManagement });
    expect(within(section).getByRole('link', { name: t.openPeople })).toHaveAttribute('href', '/acp/people');
  });
});
