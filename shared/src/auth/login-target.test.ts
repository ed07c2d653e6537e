import { callbackTarget, loginStateFor } from './login-target.ts';

const CALLBACK = '/auth/callback';

describe('what Log In remembers (§2.3)', () => {
  it('remembers the target course when the path is a support-request link', () => {
    expect(loginStateFor('/acp/listRequests/42')).toEqual({ targetCourse: '42' });
    expect(loginStateFor('/acp/listrequests/42?x=1')).toEqual({ targetCourse: '42' });
  });

  it('remembers the target URL otherwise', () => {
    expect(loginStateFor('/profile/ada@cedar.test?tab=1#about')).toEqual({
      targetUrl: '/profile/ada@cedar.test?tab=1#about',
    });
    expect(loginStateFor('/acp/listRequests/')).toEqual({ targetUrl: '/acp/listRequests/' });
  });
});

describe('where the sign-in callback returns (§2.2)', () => {
  it('goes to /acp/listRequests/{targetCourse} when a target course was remembered', () => {
    expect(callbackTarget({ targetCourse: '42', targetUrl: '/watch' }, CALLBACK, CALLBACK)).toBe(
      '/acp/listRequests/42',
    );
  });

  it('else to the remembered target URL', () => {
    expect(callbackTarget({ targetUrl: '/watch' }, CALLBACK, CALLBACK)).toBe('/watch');
  });

  it('else to the current path', () => {
    expect(callbackTarget(undefined, '/connect', CALLBACK)).toBe('/connect');
    expect(callbackTarget({}, CALLBACK, CALLBACK)).toBe('/');
  });

  it('never leaves the site for a crafted target', () => {
    expect(callbackTarget({ targetUrl: '//evil.example/x' }, CALLBACK, CALLBACK)).toBe('/');
    expect(callbackTarget({ targetUrl: 'https://evil.example/' }, CALLBACK, CALLBACK)).toBe('/');
  });
});
