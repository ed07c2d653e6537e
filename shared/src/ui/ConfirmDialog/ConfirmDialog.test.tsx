import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useConfirm } from './useConfirm.tsx';

// Fluent's focus trap sets aria-hidden outside the active modal on a timer; on a busy machine
// it can catch the dialog itself or outlive it, so these flow tests query hidden nodes too.
describe('ConfirmDialog', () => {
  it('calls onConfirm and onCancel from its buttons', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Are you sure?"
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alertdialog', { hidden: true, name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('useConfirm', () => {
  function Asker({ onAnswer }: { onAnswer(answer: boolean): void }) {
    const confirm = useConfirm();
    return (
      <Button onClick={() => void confirm({ title: 'Are you sure?', confirmLabel: 'Delete' }).then(onAnswer)}>
        delete
      </Button>
    );
  }

  it.each([
    ['Delete', true],
    ['Cancel', false],
  ])('resolves the promise when %s is pressed', async (label, expected) => {
    const onAnswer = jest.fn();
    render(
      <PortalProviders>
        <Asker onAnswer={onAnswer} />
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'delete' }));
    await userEvent.click(await screen.findByRole('button', { hidden: true, name: label }));
    expect(onAnswer).toHaveBeenCalledWith(expected);
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
  });
});
