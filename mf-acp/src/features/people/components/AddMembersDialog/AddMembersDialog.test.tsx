import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { addMembersMessages as t } from '../../messages';
import { AddMembersDialog, type AddMembersDialogProps } from './AddMembersDialog';

const none = { user: null, inCohort: false };
const setup = (patch: Partial<AddMembersDialogProps> = {}) => {
  const props: AddMembersDialogProps = {
    open: true,
    onClose: jest.fn(),
    onSubmit: jest.fn().mockResolvedValue({ didAdd: [], didNotAdd: [] }),
    onAllAdded: jest.fn(),
    lookup: jest.fn().mockResolvedValue(none),
    ...patch,
  };
  renderWithPortal(<AddMembersDialog {...props} />);
  return props;
};
const row = (n: number) => screen.getByRole('group', { name: t.rowLabel(n) });
const fill = async (n: number, values: { email: string; first?: string; last?: string; lms?: string }) => {
  const r = row(n);
  await userEvent.type(within(r).getByRole('textbox', { name: /Email/ }), values.email);
  if (values.first) await userEvent.type(within(r).getByRole('textbox', { name: /First Name/ }), values.first);
  if (values.last) await userEvent.type(within(r).getByRole('textbox', { name: /Last Name/ }), values.last);
  if (values.lms) await userEvent.type(within(r).getByRole('textbox', { name: /LMS ID/ }), values.lms);
};

// Typing through whole forms is slow when the machine is busy.
jest.setTimeout(15_000);
describe('AddMembersDialog', () => {
  it('shows the LMS ID notice for learners and each missing field on submit', async () => {
    const props = setup();
    expect(screen.getByText(t.lmsNotice)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(within(row(1)).getByText('Email is required')).toBeInTheDocument();
    expect(within(row(1)).getByText('First name is required')).toBeInTheDocument();
    expect(within(row(1)).getByText('LMS ID is required for learners')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(row(1)).getByRole('combobox', { name: /Role/ }), 'Facilitator');
    expect(screen.queryByText(t.lmsNotice)).not.toBeInTheDocument();
  });

  it('searches the e-mail after typing and says a new user will be created', async () => {
    const props = setup();
    await fill(1, { email: 'first.last@school.academy' });
    expect(await screen.findByText(t.noExistingUser)).toBeInTheDocument();
    expect(props.lookup).toHaveBeenCalledWith('first.last@school.academy', expect.any(AbortSignal));
  });

  it('fills the names of an existing user', async () => {
    const lookup = jest.fn().mockResolvedValue({
      user: { email: 'otto@cedar.test', first_name: 'Otto', last_name: 'Other', user_lms_id: 'L-9' },
      inCohort: false,
    });
    setup({ lookup });
    await fill(1, { email: 'otto@cedar.test' });
    expect(await screen.findByText(t.existingUser('Otto Other'))).toBeInTheDocument();
    expect(within(row(1)).getByRole('textbox', { name: /First Name/ })).toHaveValue('Otto');
  });

  it('sends several rows, keeps the refused ones with their messages and drops the added ones', async () => {
    const onSubmit = jest.fn().mockResolvedValue({
      didAdd: [{ email: 'a@cedar.test', messages: [] }],
      didNotAdd: [{ email: 'b@cedar.test', message: 'User b@cedar.test already exists in this cohort.' }],
    });
    const props = setup({ onSubmit });
    await fill(1, { email: 'A@cedar.test', first: 'A', last: 'One', lms: 'L-1' });
    await userEvent.click(screen.getByRole('button', { name: t.addRow }));
    await fill(2, { email: 'b@cedar.test', first: 'B', last: 'Two', lms: 'L-2' });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(onSubmit).toHaveBeenCalledWith([
      expect.objectContaining({ email: 'a@cedar.test', first_name: 'A', user_lms_id: 'L-1', user_role_id: 1 }),
      expect.objectContaining({ email: 'b@cedar.test' }),
    ]);
    expect(await screen.findByText(t.errorAlert)).toBeInTheDocument();
    expect(screen.getByText('User b@cedar.test already exists in this cohort.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Member \d/ })).toHaveLength(1));
    expect(within(row(1)).getByRole('textbox', { name: /Email/ })).toHaveValue('b@cedar.test');
    expect(props.onAllAdded).not.toHaveBeenCalled();
    // Typing two whole rows takes a while on a busy machine.
  }, 20_000);

  it('reports when every row was added', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ didAdd: [{ email: 'a@cedar.test', messages: [] }], didNotAdd: [] });
    const props = setup({ onSubmit });
    await fill(1, { email: 'a@cedar.test', first: 'A', last: 'One', lms: 'L-1' });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(props.onAllAdded).toHaveBeenCalled());
  });
});
