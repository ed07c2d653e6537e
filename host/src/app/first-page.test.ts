import { resetSession, seedSession } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { startRemoteComponent } from '@cedar/shared/federation';
import { firstPageAt, startFirstPageWhenReady } from './first-page';

jest.mock('@cedar/shared/federation', () => ({ startRemoteComponent: jest.fn() }));

const learner = { hasAdminAccess: false, firstLogin: false };
const staff = { hasAdminAccess: true, firstLogin: false };
const refOf = (page: ReturnType<typeof firstPageAt>) => page && `${page.remote}/${page.exposed}`;

describe('firstPageAt (the remote page the route table will show first)', () => {
  it("is the shell's home at /", () => {
    expect(refOf(firstPageAt({ pathname: '/', ...learner }))).toBe('dashboard/HomePage');
    expect(refOf(firstPageAt({ pathname: '/', ...staff }))).toMatch(/^acp\//);
  });

  it('is the page declared for a deep link, in either shell', () => {
    expect(refOf(firstPageAt({ pathname: '/watch', ...learner }))).toBe('media/WatchPage');
    expect(refOf(firstPageAt({ pathname: '/media/3f2a', ...staff }))).toBe('media/VideoPage');
  });

  it('is the onboarding wizard on first login, at any path', () => {
    expect(firstPageAt({ pathname: '/watch', hasAdminAccess: false, firstLogin: true })?.declaration.onFirstLogin).toBe(
      true,
    );
  });

  it('is nothing for a path no page serves', () => {
    expect(firstPageAt({ pathname: '/no/such/page', ...learner })).toBeNull();
  });

  it("carries the widgets the learner's home always shows", () => {
    expect(firstPageAt({ pathname: '/', ...learner })?.declaration.embeds).toEqual([
      { remote: 'connect', exposed: 'StudySessionCard' },
    ]);
  });
});

describe('startFirstPageWhenReady', () => {
  it("starts the learner's home and the widget it always shows once the user is known, once", () => {
    resetSession();
    startFirstPageWhenReady(() => '/');
    expect(startRemoteComponent).not.toHaveBeenCalled();
    const user = { email: 'ada@cedar.test', first_login: false, mk_user_courses: [] } as unknown as StartupUser;
    seedSession({ status: 'ready', user, hasAdminAccess: false });
    seedSession({ selectedCohortId: 7 });
    expect(jest.mocked(startRemoteComponent).mock.calls.map(([ref]) => `${ref.remote}/${ref.exposed}`)).toEqual([
      'dashboard/HomePage',
      'connect/StudySessionCard',
    ]);
  });
});
