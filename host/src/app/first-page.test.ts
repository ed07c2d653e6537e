import { firstPageAt } from './first-page';

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
});
