import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminCohorts } from '../test-support/admin-fixtures';
import { CohortPicker, groupByProgram } from './CohortPicker';

const hidden = { hidden: true } as const;
// Drawers and popovers animate in; a busy machine needs more than the default second.
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

describe('CohortPicker', () => {
  it('groups the cohorts by program and selects one', async () => {
    const onSelectCohort = jest.fn();
    render(<CohortPicker cohorts={adminCohorts} selectedCohortId={101} onSelectCohort={onSelectCohort} />);
    const picker = screen.getByRole('combobox', { name: 'Cohort' });
    expect(picker).toHaveTextContent('SEB 2025 Spring');
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox', hidden, SLOW);
    const groups = within(listbox).getAllByRole('group', hidden);
    expect(groups.map((g) => within(g).getAllByRole('option', hidden).length)).toEqual([3, 1]);
    expect(within(listbox).getByText('UX Design')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { ...hidden, name: 'UX 2025 Spring' }));
    expect(onSelectCohort).toHaveBeenCalledWith(201);
  });

  it('is disabled and shows Unavailable when unavailable', () => {
    render(<CohortPicker cohorts={adminCohorts} selectedCohortId={101} onSelectCohort={() => {}} unavailable />);
    const picker = screen.getByRole('combobox', { name: 'Cohort' });
    expect(picker).toHaveTextContent('Unavailable');
    expect(picker).toBeDisabled();
  });

  it('keeps programs in first-seen order', () => {
    expect(groupByProgram(adminCohorts).map(([program, cohorts]) => [program, cohorts.length])).toEqual([
      ['Software Engineering Backend Development', 3],
      ['UX Design', 1],
    ]);
  });
});
