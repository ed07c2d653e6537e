import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { fn } from 'storybook/test';
import { PortalProviders } from '../PortalProviders/PortalProviders.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useConfirm } from './useConfirm.tsx';

const meta = {
  title: 'Shared/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Are you sure?', confirmLabel: 'Delete', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A destructive question, as when deleting an announcement. */
export const Destructive: Story = { args: { destructive: true } };
/** With a message under the title. */
export const WithMessage: Story = {
  args: { title: 'Remove this link?', message: 'The link disappears from your profile.', confirmLabel: 'Remove' },
};

function AskButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('not asked yet');
  return (
    <>
      <Button
        onClick={() =>
          void confirm({ title: 'Are you sure?', confirmLabel: 'Delete', destructive: true }).then((ok) =>
            setAnswer(ok ? 'confirmed' : 'cancelled'),
          )
        }
      >
        Delete announcement
      </Button>
      <p>Answer: {answer}</p>
    </>
  );
}

/** The promise API: useConfirm() resolves true or false. */
export const PromiseApi: Story = {
  render: () => (
    <PortalProviders>
      <AskButton />
    </PortalProviders>
  ),
};
