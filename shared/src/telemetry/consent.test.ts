import { CONSENT_EVENT, analyticsConsent, setAnalyticsConsent, tagManagerAllowed } from './consent.ts';
import { loadTagManager, pushTagManagerEvent, resetTagManager, tagManagerScriptUrl } from './tag-manager.ts';

const config = { id: 'GTM-TEST1', origin: 'https://tags.example.org' };
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cedar-tag-manager]')];
const layer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer;

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

describe('tag manager consent', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTagManager();
    setGpc(undefined);
  });

  it('loads gtm.js from the configured origin once, after the start event', () => {
    expect(loadTagManager(config)).toBe(true);
    expect(loadTagManager(config)).toBe(false);
    expect(scripts().map((s) => s.src)).toEqual(['https://tags.example.org/gtm.js?id=GTM-TEST1']);
    expect(layer()?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads nothing without a configured container, and events still reach dataLayer', () => {
    expect(loadTagManager(null)).toBe(false);
    pushTagManagerEvent({ event: 'login', user_id: 'kl-abc-123', role: 1, shell: 'learner' });
    expect(scripts()).toHaveLength(0);
    expect(layer()).toEqual([{ event: 'login', user_id: 'kl-abc-123', role: 1, shell: 'learner' }]);
  });

  it('stays off when the user turned analytics off', () => {
    const changed = jest.fn();
    window.addEventListener(CONSENT_EVENT, changed);
    setAnalyticsConsent(false);
    window.removeEventListener(CONSENT_EVENT, changed);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(analyticsConsent()).toBe(false);
    expect(loadTagManager(config)).toBe(false);
    expect(scripts()).toHaveLength(0);
    setAnalyticsConsent(true);
    expect(loadTagManager(config)).toBe(true);
  });

  it('stays off under Global Privacy Control, whatever the setting', () => {
    setGpc(true);
    setAnalyticsConsent(true);
    expect(tagManagerAllowed()).toBe(false);
    expect(loadTagManager(config)).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('refuses a container id or origin that would inject anything else', () => {
    expect(tagManagerScriptUrl({ id: 'GTM-1"><script>', origin: config.origin })).toBeNull();
    expect(tagManagerScriptUrl({ id: 'GTM-1', origin: 'not a url' })).toBeNull();
    expect(tagManagerScriptUrl({ id: 'GTM-1', origin: 'https://tags.example.org/path?q' })).toBe(
      'https://tags.example.org/gtm.js?id=GTM-1',
    );
  });

  it('pushes only tracking ids: an e-mail in their place sends nothing', () => {
    pushTagManagerEvent({ event: 'user_id', user_id: 'ada@cedar.test', role: 1, shell: 'learner' });
    pushTagManagerEvent({ event: 'user_id', user_id: 'Ada Lovelace', role: 1, shell: 'learner' });
    expect(layer() ?? []).toEqual([]);
  });
});
