import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Body1, Button, Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders } from './PortalProviders.tsx';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM },
});

function ThemeSample() {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title3>Cedar theme</Title3>
      <Card>
        <Body1>Cards, buttons and links take the cedar green brand ramp.</Body1>
      </Card>
      <div className={styles.row}>
        <Button appearance="primary">Primary</Button>
        <Button>Secondary</Button>
        <Button appearance="subtle">Subtle</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Shared/PortalProviders',
  component: PortalProviders,
  args: { children: <ThemeSample /> },
} satisfies Meta<typeof PortalProviders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Cedar theme applied to Fluent components. */
export const CedarTheme: Story = {};
