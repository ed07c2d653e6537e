import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import type { StartupUser, UserProfile } from '@cedar/shared/contract';
import { learnerProfile, ownStartupUser, staffProfile, staffStartupUser } from '../features/profile/fixtures';
import ProfilePage from './ProfilePage';

type Answer = 'pending' | 'not-found' | UserProfile;

/**
 * Answers the page's SWR keys in place of the API, so the page story runs without a server:
 * the own profile comes back as the session holds it, another profile as the story says.
 */
function fakeProfileApi(answer: Answer): Middleware {
  const fake = async (key: unknown) => {
    const [kind] = key as readonly [string, string];
    if (kind === 'own-profile') return null;
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'not-found') throw new ApiError(404, 'Not found', null);
    return answer;
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake(key)) as unknown as typeof fetcher) : fetcher, config);
}

function session(user: StartupUser) {
  return { email: user.email, user, hasAdminAccess: user.hasAdminAccess, memberships: user.mk_user_courses };
}

interface PageArgs {
  answer: Answer;
}

const meta = {
  title: 'Profile/Pages/ProfilePage',
  args: { answer: 'pending' },
  parameters: {
    path: '/profile/:useremail',
    route: `/profile/${staffProfile.email}`,
    session: session(ownStartupUser),
  },
  render: ({ answer }) => (
    <SWRConfig value={{ use: [fakeProfileApi(answer)] }}>
      <ProfilePage />
    </SWRConfig>
  ),
} satisfies Meta<PageArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another person's profile is loading. */
export const Loading: Story = {};

/** The signed-in learner on their own profile, straight from the session. */
export const OwnProfile: Story = {
  parameters: { route: `/profile/${ownStartupUser.email}` },
};

/** A learner looks at a staff member. */
export const OthersProfileLearnerViewer: Story = { args: { answer: staffProfile } };

/** A staff member looks at a learner: Focus Time & Work Schedule shows. */
export const StaffViewerWithFocusTime: Story = {
  args: { answer: learnerProfile },
  parameters: { route: `/profile/${learnerProfile.email}`, session: session(staffStartupUser) },
};

/** Nobody by that e-mail, or not visible to the viewer. */
export const LoadError: Story = {
  args: { answer: 'not-found' },
  parameters: { route: '/profile/nobody@cedar.test' },
};
