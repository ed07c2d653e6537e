import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { NO_FILTER } from '../../lib/member-filters';
import { importMessages, peopleMessages as t } from '../../messages';
import { COHORT_MEMBERS } from '../../test-support/members';
import { PeopleView, type PeopleViewProps } from './PeopleView';

const props = (patch: Partial<PeopleViewProps> = {}): PeopleViewProps => ({
  state: { kind: 'ready', cohortName: 'SEBD September 2026', members: COHORT_MEMBERS },
  canManage: true,
  searchText: '',
  onSearchText: jest.fn(),
  filter: NO_FILTER,
  onFilter: jest.fn(),
  alert: null,
  onDismissAlert: jest.fn(),
  onAddMembers: jest.fn(),
  onExport: jest.fn(),
  onImport: jest.fn(),
  onSave: jest.fn().mockResolvedValue(true),
  confirm: jest.fn().mockResolvedValue(true),
  ...patch,
});

// Typing through whole forms is slow when the machine is busy.
jest.setTimeout(15_000);
describe('PeopleView', () => {
  it('shows the cohort, its counts, the roles table and the members with Actions for an admin', () => {
    renderWithPortal(<PeopleView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'SEBD September 2026' })).toBeInTheDocument();
    expect(screen.getByText(/5 active of 6 members · 2 active learners · 1 admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.rolesTitle })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: t.title });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('columnheader', { name: t.columns.actions })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.addMembers })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: importMessages.open })).toBeInTheDocument();
  });

  it('hides Actions and Add Members from someone who is not the cohort admin', () => {
    renderWithPortal(<PeopleView {...props({ canManage: false })} />);
    expect(screen.queryByRole('columnheader', { name: t.columns.actions })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.addMembers })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: importMessages.open })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('offers the roles with their labels and counts and reports a choice', async () => {
    const onFilter = jest.fn();
    renderWithPortal(<PeopleView {...props({ onFilter })} />);
    const select = screen.getByRole('combobox', { name: t.roleFilterLabel });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All roles (6)', 'Learners (3)', 'Facilitators (1)', 'Coaches (1)', 'Admins (1)']);
    await userEvent.selectOptions(select, 'Coaches (1)');
    expect(onFilter).toHaveBeenCalledWith({ roleId: 5 });
  });

  it("says 'No Members Found' when the filter keeps nobody", () => {
    renderWithPortal(<PeopleView {...props({ filter: { ...NO_FILTER, search: 'nobody-here' } })} />);
    expect(screen.getByText('No Members Found')).toBeInTheDocument();
  });

  it('shows an alert that can be dismissed', async () => {
    const onDismissAlert = jest.fn();
    renderWithPortal(
      <PeopleView
        {...props({ alert: { intent: 'success', text: 'Successfully Updated 2 properties' }, onDismissAlert })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Successfully Updated 2 properties');
    await userEvent.click(screen.getByRole('button', { name: t.dismissAlert }));
    expect(onDismissAlert).toHaveBeenCalled();
  });

  it('shows a retry on a failed load', async () => {
    const onRetry = jest.fn();
    renderWithPortal(<PeopleView {...props({ state: { kind: 'error', onRetry } })} />);
    expect(screen.getByText(t.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});
