import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import { importMessages as t } from '../../messages';
import { type ImportResult, ImportMembersDialog, type ImportMembersDialogProps } from './ImportMembersDialog';

const dryRun: ImportResult = {
  applied: false,
  counts: { add: 1, update: 0, unchanged: 0, refused: 1 },
  rows: [
    { line: 2, email: 'new@school.academy', action: 'add', details: ['New user: a set-password link is e-mailed'] },
    { line: 3, email: 'bad@cedar.test', action: 'refused', details: ['Last name is required'] },
  ],
};
const csv = (name = 'members.csv', size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' });
const setup = (patch: Partial<ImportMembersDialogProps> = {}) => {
  const props: ImportMembersDialogProps = {
    open: true,
    onClose: jest.fn(),
    run: jest.fn(async (_file: File, apply: boolean) => ({ ...dryRun, applied: apply })),
    onApplied: jest.fn(),
    ...patch,
  };
  renderWithPortal(<ImportMembersDialog {...props} />);
  return props;
};

jest.setTimeout(15_000);
describe('ImportMembersDialog', () => {
  it('checks the file, shows the dry run row by row, then applies it', async () => {
    const props = setup();
    expect(screen.getByRole('button', { name: t.check })).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(t.fileLabel), csv());
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(await screen.findByText(t.summary(dryRun.counts))).toBeInTheDocument();
    expect(props.run).toHaveBeenLastCalledWith(expect.any(File), false);
    const table = screen.getByRole('table', { name: t.tableLabel });
    expect(within(table).getByText('Last name is required')).toBeInTheDocument();
    expect(within(table).getByText('Refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.apply(1) }));
    expect(await screen.findByText(t.appliedSummary(dryRun.counts))).toBeInTheDocument();
    expect(props.run).toHaveBeenLastCalledWith(expect.any(File), true);
    expect(props.onApplied).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('table', { name: t.tableLabel })).getByText('Added')).toBeInTheDocument();
  });

  it('refuses a non-CSV or too large file before sending it', async () => {
    const props = setup();
    const input = screen.getByLabelText(t.fileLabel);
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.notCsv);
    await userEvent.upload(screen.getByLabelText(t.fileLabel), csv('big.csv', 1024 * 1024 + 1));
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.tooLarge);
    expect(props.run).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the whole file and changes nothing", async () => {
    const props = setup({ run: jest.fn().mockRejectedValue(new Error('The first line must be the header …')) });
    await userEvent.upload(screen.getByLabelText(t.fileLabel), csv());
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The first line must be the header'));
    expect(props.onApplied).not.toHaveBeenCalled();
  });

  it('offers nothing to apply when no row changes anything', async () => {
    setup({
      initialStep: {
        kind: 'preview',
        file: csv(),
        result: { applied: false, counts: { add: 0, update: 0, unchanged: 0, refused: 1 }, rows: [dryRun.rows[1]!] },
      },
    });
    expect(screen.getByText(t.nothingToApply)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.apply(0) })).toBeDisabled();
  });
});
