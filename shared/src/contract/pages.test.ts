import { PAGES, type PageName, pageOf, pagePath, pagePattern } from './pages.ts';

describe('pagePath', () => {
  it.each<[string, string]>([
    [pagePath('home'), '/'],
    [pagePath('help'), '/help'],
    [pagePath('learnerEditProfile'), '/profile/learner/editprofile'],
    [pagePath('staffEditProfile'), '/acp/staff/editprofile'],
    [pagePath('connect'), '/connect'],
    [pagePath('watch'), '/watch'],
    [pagePath('unauthorized'), '/unauthorized'],
    // The spec writes these with a trailing slash (admin-console §2.1).
    [pagePath('supportRequests'), '/acp/listRequests/'],
    [pagePath('announcementHistory'), '/acp/announcementHistory/'],
    [pagePath('videoLibrary'), '/acp/videoLibrary/'],
    [pagePath('adminSettings'), '/acp/admin/settings/'],
    [pagePath('acpPeople'), '/acp/people'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('URI-encodes parameters', () => {
    expect(pagePath('profile', { useremail: 'ana+cedar@cedar.test' })).toBe('/profile/ana%2Bcedar@cedar.test');
    expect(pagePath('profile', { useremail: '../acp?x#y' })).toBe('/profile/..%2Facp%3Fx%23y');
    expect(pagePath('video', { videoUUId: 'a/b c' })).toBe('/media/a%2Fb%20c');
    expect(pagePath('supportRequests', { requestId: 'SEBD 9' })).toBe('/acp/listRequests/SEBD%209');
  });

  it('fills an optional parameter when given, and leaves it out when not', () => {
    expect(pagePath('acpPeople', { roleId: 1 })).toBe('/acp/people/1');
    expect(pagePath('acpPeople', { roleId: null })).toBe('/acp/people');
    expect(pagePath('supportRequests', {})).toBe('/acp/listRequests/');
  });

  it('adds a section anchor and a query', () => {
    expect(pagePath('cohortSettings', {}, { hash: '#calendar-settings' })).toBe('/acp/settings/#calendar-settings');
    expect(pagePath('video', { videoUUId: 'abc' }, { query: { timestamp: 42, skipped: undefined } })).toBe(
      '/media/abc?timestamp=42',
    );
  });

  it('refuses a page without its required parameter', () => {
    // @ts-expect-error: the profile page needs the person's e-mail
    expect(() => pagePath('profile')).toThrow('Missing page parameter useremail for profile');
    // @ts-expect-error: a parameter the page does not have
    pagePath('video', { videoUUId: 'abc', useremail: 'x' });
    // @ts-expect-error: no such page
    expect(() => pagePath('onboarding')).toThrow();
  });
});

describe('pageOf', () => {
  it('finds the page of every pattern, with or without its trailing slash', () => {
    for (const name of Object.keys(PAGES) as PageName[]) {
      const path = pagePattern(name).replace(/:(\w+)\??/g, 'x');
      expect([pageOf(path), pageOf(`${path}/`.replace('//', '/'))]).toEqual([name, name]);
    }
  });

  it('matches exactly, as the route table does', () => {
    expect(pageOf('/media/abc')).toBe('video');
    expect(pageOf('/media/abc/extra')).toBeNull();
    expect(pageOf('/watch/extra')).toBeNull();
    expect(pageOf('/acp/people')).toBe('acpPeople');
    expect(pageOf('/acp/people/5')).toBe('acpPeople');
    expect(pageOf('/ACP/listRequests/')).toBe('supportRequests');
    expect(pageOf(pagePath('profile', { useremail: 'a@b.c' }))).toBe('profile');
  });
});
