import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Body1 } from '@fluentui/react-components';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import { supportTeam } from '@cedar/shared/domain';
import { DashboardPanel } from '../components/DashboardPanel/DashboardPanel';
import { announcements } from '../features/announcements/fixtures';
import { NOW, calendars, recordings } from '../features/calendar/fixtures';
import { coursesData } from '../features/courses/fixtures';
import { launchpad } from '../features/launchpad/fixtures';
import { webtools } from '../features/online-tools/fixtures';
import { myRequests, team } from '../features/support/fixtures';
import { WidgetStandIns } from '../components/RemoteWidget/RemoteWidget';
import { learnerSession } from '../test-support/session';
import { shiftTimes } from '../test-support/shift-time';
import HomePage from './HomePage';

type Answer = 'populated' | 'pending' | 'failed';

// The fixtures are made around 14 September 2026; the page shows them around the real now.
const offset = Date.now() - NOW.getTime();
const answers: Record<string, unknown> = {
  announcements,
  'cohort-calendars': shiftTimes(calendars, offset),
  recordings: shiftTimes(recordings, offset),
  'course-data': shiftTimes(coursesData, offset),
  launchpad,
  'support-team': supportTeam(team),
  'my-support-requests': myRequests,
  webtools,
};

/** Answers the page's SWR keys in place of the API, so the story runs without a server. */
function fakeDashboardApi(answer: Answer): Middleware {
  const fake = async (key: unknown) => {
    const [kind] = key as readonly [string];
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'failed') throw new ApiError(500, 'Server error', null);
    return answers[kind] ?? null;
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake(key)) as unknown as typeof fetcher) : fetcher, config);
}

function widgetStandIn(title: string): ComponentType<Record<string, unknown>> {
  return function StandIn() {
    return (
      <DashboardPanel title={title}>
        <Body1>In the portal this panel comes from the connect remote.</Body1>
      </DashboardPanel>
    );
  };
}

const standIns = {
  'connect/StudySessionCard': widgetStandIn('Study Session'),
  'connect/ClassmatesPanel': widgetStandIn('Your Cohort'),
};

const meta = {
  title: 'Dashboard/Pages/HomePage',
  args: { answer: 'populated' as Answer },
  parameters: { session: learnerSession() },
  render: ({ answer }: { answer: Answer }) => (
    <SWRConfig value={{ use: [fakeDashboardApi(answer)] }}>
      <WidgetStandIns.Provider value={standIns}>
        <HomePage />
      </WidgetStandIns.Provider>
    </SWRConfig>
  ),
} satisfies Meta<{ answer: Answer }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every panel populated, desktop columns (narrow the viewport for the single column). */
export const Populated: Story = {};
/** Skeletons while every panel loads. */
export const Loading: Story = { args: { answer: 'pending' } };
/** Every call failed: each panel, the announcements too, says so and offers Retry. */
export const Errors: Story = { args: { answer: 'failed' } };
/** A prestart course: the launchpad and the Classmates panel. */
export const Prestart: Story = { parameters: { session: learnerSession({ prestart: true }) } };
/** /help: the Request Support drawer is open. */
export const Help: Story = { parameters: { route: '/help' } };
/** A learner who never updated their profile: the profile-completion modal once all has loaded. */
export const ProfileCompletion: Story = {
  parameters: { session: learnerSession({ user: { user_profile_updated_date: null } }) },
};
