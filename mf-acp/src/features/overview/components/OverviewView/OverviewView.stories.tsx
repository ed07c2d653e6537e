import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { StudySession, VideoInfo } from '@cedar/shared/contract';
import { OverviewView } from './OverviewView';

const participant = (email: string, first: string, role: number) => ({
  user_id: 1,
  user_email: email,
  first_name: first,
  last_name: 'Demo',
  preferred_name: null,
  user_image_url: null,
  user_role_id: role,
  is_guest: false,
  user_left: false,
  is_mycedar_user: true,
  joined_at: '2026-11-25T11:00:00Z',
});
const session: StudySession = {
  session_id: 1,
  host_id: 'room-1',
  cohort_id: 1,
  zoom_url: 'https://zoom.example.com/j/1',
  started_at: '2026-11-25T11:00:00Z',
  participants: Object.fromEntries(
    [
      participant('c@x', 'Coco', 5),
      participant('f@x', 'Fay', 2),
      participant('s@x', 'Sue', 15),
      participant('a@x', 'Ada', 9),
      ...['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fin', 'Gus'].map((n) => participant(`${n}@x`, n, 1)),
    ].map((p) => [p.user_email, p]),
  ),
  topics: [],
};
const video = {
  uuid: 'abc',
  title: 'Closures deep dive',
  thumbnail_cdn_url: null,
  video_details: { recording_start: '2026-11-24T15:00:00Z', recording_end: '2026-11-24T16:32:05Z' },
} as VideoInfo;

const meta = {
  title: 'Admin Console/Overview',
  component: OverviewView,
  args: {
    cohortName: 'SEBD September 2026',
    hasAccess: true,
    counts: { learners: 80, admins: 2 },
    support: {
      data: {
        open: 6,
        awaitingReview: 3,
        reopened: 1,
        overdue: 2,
        averageResponseTime: '1 Day',
        medianFirstResponseHours: 5,
      },
    },
    studySession: { data: { hostId: 'room-1', zoomUrl: 'https://zoom.example.com/j/1', session } },
    latestVideo: { data: video },
    canCurate: true,
    canSeeSettings: true,
    canSeePeople: true,
    onNavigate: () => {},
    links: {
      triage: '/acp/listRequests/',
      media: (uuid: string) => `/media/${uuid}`,
      videoLibrary: '/acp/videoLibrary/',
      settings: '/acp/settings/',
      learners: '/acp/people/1',
      releaseNotes: 'https://docs.cedar.academy/release-notes',
      documentation: 'https://docs.cedar.academy/',
      helpdesk: 'https://help.cedar.academy/',
    },
  },
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Program Manager's view: every panel, a running session (3 staff, 5 learners shown). */
export const Populated: Story = {};
/** A coach: no Curate Video, no Settings. */
export const Coach: Story = { args: { canCurate: false, canSeeSettings: false } };
/** No session running: the start prompt. */
export const NoSession: Story = {
  args: { studySession: { data: { hostId: 'room-1', zoomUrl: 'https://zoom.example.com/j/1', session: null } } },
};
/** No meeting room set, no recordings yet. */
export const NothingSet: Story = {
  args: { studySession: { data: { hostId: null, zoomUrl: null, session: null } }, latestVideo: { data: null } },
};
/** Panels loading. */
export const Loading: Story = {
  args: {
    counts: undefined,
    support: { data: undefined },
    studySession: { data: undefined },
    latestVideo: { data: undefined },
  },
};
/** A panel failed: Retry. */
export const Failed: Story = {
  args: {
    support: { data: undefined, failed: true, onRetry: () => {} },
    latestVideo: { data: undefined, failed: true, onRetry: () => {} },
  },
};
/** No cohort chosen. */
export const NoCohort: Story = { args: { cohortName: null } };
