import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ERRORS_WITHOUT_VIEWS, HEALTHY, REGRESSED, SILENT } from '../../test-support/remotes';
import { RemoteHealthView } from './RemoteHealthView';

const meta = {
  title: 'Admin Console/Remote health',
  component: RemoteHealthView,
  args: { state: { kind: 'ready', days: 7, remotes: [HEALTHY] } },
} satisfies Meta<typeof RemoteHealthView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No remote registered and no report yet. */
export const Empty: Story = { args: { state: { kind: 'ready', days: 7, remotes: [] } } };
/** Every remote did as well as before its last deploy. */
export const Healthy: Story = { args: { state: { kind: 'ready', days: 7, remotes: [HEALTHY, SILENT] } } };
/** A deploy made errors and load time worse by more than 20%. */
export const Regressed: Story = { args: { state: { kind: 'ready', days: 7, remotes: [REGRESSED, HEALTHY, SILENT] } } };
/** A remote's errors were reported but no page view was measured: the count is shown, not a rate. */
export const ErrorsWithoutPageViews: Story = {
  args: { state: { kind: 'ready', days: 7, remotes: [ERRORS_WITHOUT_VIEWS, HEALTHY] } },
};
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const LoadFailed: Story = { args: { state: { kind: 'error', onRetry: () => {} } } };
