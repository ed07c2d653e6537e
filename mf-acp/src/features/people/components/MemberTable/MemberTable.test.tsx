import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { peopleMessages as t } from '../../messages';
import { COHORT_MEMBERS } from '../../test-support/members';
import { MemberTable } from './MemberTable';

const lena = COHORT_MEMBERS[0]!;
const setup = (confirmAnswer = true, saved = true) => {
  const onSave = jest.fn().mockResolvedValue(saved);
  const confirm = jest.fn().mockResolvedValue(confirmAnswer);
  renderWithPortal(<MemberTable members={COHORT_MEMBERS} canManage onSave={onSave} confirm={confirm} />);
  return { onSave, confirm };
};
const editRow = () => screen.getByRole('row', { name: t.edit('Lena Learner') });

// Typing through whole forms is slow when the machine is busy.
jest.setTimeout(15_000);
describe('MemberTable rows', () => {
  it('edits a row and saves only the changed fields, split between user record and membership', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    const row = editRow();
    const first = within(row).getByRole('textbox', { name: `${t.columns.firstName}, Lena Learner` });
    await userEvent.clear(first);
    await userEvent.type(first, 'Lea');
    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: `${t.columns.role}, Lena Learner` }),
      'Coach',
    );
    await userEvent.click(within(row).getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith(lena, { user: { first_name: 'Lea' }, membership: { user_role_id: 5 } });
    expect(screen.queryByRole('row', { name: t.edit('Lena Learner') })).not.toBeInTheDocument();
  });

  it('asks before revoking access, then turns Connect visibility off', async () => {
    const { onSave, confirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    const row = editRow();
    await userEvent.click(within(row).getByRole('switch', { name: `${t.columns.active}, Lena Learner` }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: t.revokeMessage, confirmLabel: t.revokeConfirm }),
    );
    const visible = within(row).getByRole('switch', { name: `${t.columns.visible}, Lena Learner` });
    expect(visible).not.toBeChecked();
    expect(visible).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: t.save }));
    expect(onSave).toHaveBeenCalledWith(lena, { user: {}, membership: { active: false, is_visible: false } });
  });

  it('keeps the member active when the revoke is cancelled', async () => {
    setup(false);
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    const active = within(editRow()).getByRole('switch', { name: `${t.columns.active}, Lena Learner` });
    await userEvent.click(active);
    expect(active).toBeChecked();
  });

  it('asks before discarding changes, and not when nothing changed', async () => {
    const { confirm } = setup(false);
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    await userEvent.click(within(editRow()).getByRole('button', { name: t.discard }));
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    await userEvent.type(within(editRow()).getByRole('textbox', { name: `${t.columns.lastName}, Lena Learner` }), 'x');
    await userEvent.click(within(editRow()).getByRole('button', { name: t.discard }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Discard unsaved changes?' }));
    expect(editRow()).toBeInTheDocument();
  });

  it('refuses to save an empty name or a bad e-mail', async () => {
    const { onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    const row = editRow();
    await userEvent.clear(within(row).getByRole('textbox', { name: `${t.columns.lastName}, Lena Learner` }));
    expect(within(row).getByText('Last name is required')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: t.save })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the Admin role as text, with no role picker', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: t.edit('Ada Admin') }));
    const row = screen.getByRole('row', { name: t.edit('Ada Admin') });
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();
  });

  it('stays in edit mode when the save fails', async () => {
    setup(true, false);
    await userEvent.click(screen.getByRole('button', { name: t.edit('Lena Learner') }));
    await userEvent.type(within(editRow()).getByRole('textbox', { name: `${t.columns.lastName}, Lena Learner` }), 'x');
    await userEvent.click(within(editRow()).getByRole('button', { name: t.save }));
    expect(editRow()).toBeInTheDocument();
  });
});
