import { allowsPictureInPicture, playerControls, startSeconds } from './player-options';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const CHROME_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('player options', () => {
  it('hides picture-in-picture on Firefox and on Chrome for Android', () => {
    expect(allowsPictureInPicture(FIREFOX)).toBe(false);
    expect(allowsPictureInPicture(CHROME_ANDROID)).toBe(false);
    expect(allowsPictureInPicture(CHROME_DESKTOP)).toBe(true);
    expect(playerControls(FIREFOX)).not.toContain('pip');
    expect(playerControls(CHROME_DESKTOP)).toEqual(
      expect.arrayContaining(['rewind', 'fast-forward', 'captions', 'pip', 'fullscreen']),
    );
  });

  it('reads the timestamp parameter as whole seconds', () => {
    expect(startSeconds('?timestamp=42')).toBe(42);
    expect(startSeconds('?timestamp=42.9')).toBe(42);
    expect(startSeconds('?timestamp=abc')).toBeNull();
    expect(startSeconds('')).toBeNull();
  });
});
