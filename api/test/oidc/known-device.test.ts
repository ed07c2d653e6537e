import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KNOWN_DEVICE_COOKIE, KnownDevices } from '../../src/oidc/known-device.ts';

const valueOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('known devices', () => {
  const devices = new KnownDevices('provider-cookie-key', true);

  it('knows the browser for the account it signed in to, whatever the case of the address', () => {
    const cookie = valueOf(devices.cookieFor('Fay@cedar.test'));
    const device = devices.deviceOf(`other=1; ${cookie}`, 'fay@cedar.test');
    assert.ok(device);
    // Signing in again keeps the same device id.
    assert.equal(devices.deviceOf(valueOf(devices.cookieFor('fay@cedar.test', device)), 'fay@cedar.test'), device);
  });

  it('knows it for no other account, and not when the cookie is altered or signed with another key', () => {
    const cookie = valueOf(devices.cookieFor('fay@cedar.test'));
    assert.equal(devices.deviceOf(cookie, 'lena@cedar.test'), null);
    const [name, value] = cookie.split('=') as [string, string];
    const [id, mac] = value.split('.') as [string, string];
    const otherId = `${id[0] === 'A' ? 'B' : 'A'}${id.slice(1)}`;
    assert.equal(devices.deviceOf(`${name}=${otherId}.${mac}`, 'fay@cedar.test'), null);
    assert.equal(new KnownDevices('another-key', true).deviceOf(cookie, 'fay@cedar.test'), null);
    assert.equal(devices.deviceOf(`${KNOWN_DEVICE_COOKIE}=garbage`, 'fay@cedar.test'), null);
    assert.equal(devices.deviceOf(undefined, 'fay@cedar.test'), null);
  });

  it('is a long-lived, HttpOnly cookie for the login form only, Secure over https', () => {
    const cookie = devices.cookieFor('fay@cedar.test');
    assert.match(cookie, /; Path=\/oidc\/interaction; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/);
    assert.doesNotMatch(new KnownDevices('k', false).cookieFor('fay@cedar.test'), /Secure/);
  });
});
