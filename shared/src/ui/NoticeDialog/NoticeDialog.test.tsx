import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeDialog } from './NoticeDialog.tsx';

// As in ConfirmDialog's tests: Fluent's focus trap may aria-hide the dialog on a busy machine.
describe('NoticeDialog', () => {
  it('shows its title and message with one button that closes it', async () => {
    const onClose = jest.fn();
    render(<NoticeDialog open title="Sync complete" message="3 courses added." onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { hidden: true, name: 'Sync complete' });
    expect(dialog).toHaveTextContent('3 courses added.');
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its button as asked, and Escape closes it too', async () => {
    const onClose = jest.fn();
    render(<NoticeDialog open title="Notice" actionLabel="Double Check" onClose={onClose} />);
    expect(screen.getByRole('button', { hidden: true, name: 'Double Check' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<NoticeDialog open={false} title="Notice" onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });
});
