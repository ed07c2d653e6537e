import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { useToast } from './useToast.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalXL },
});

function ToastButtons() {
  const toast = useToast();
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Button onClick={() => toast.success('Your changes have been saved')}>Success</Button>
      <Button onClick={() => toast.error('Error while submitting your request')}>Error</Button>
      <Button onClick={() => toast.info('Your session expires in 5 minutes')}>Info</Button>
    </div>
  );
}

const meta = {
  title: 'Shared/Toast',
  component: ToastButtons,
  decorators: [(Story) => <PortalProviders>{Story()}</PortalProviders>],
} satisfies Meta<typeof ToastButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button: the toast shows for 8000 ms, 400 px wide, titled 'Success', 'Error' or 'Info'. */
export const Toasts: Story = {};
/** A success toast, shown. */
export const SuccessShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
  },
};
/** An error toast, shown. */
export const ErrorShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
  },
};
