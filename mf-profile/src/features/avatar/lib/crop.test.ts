import { ZOOM, zoomForKey } from './crop';

describe('zoomForKey', () => {
  it('zooms in with + (or =) and out with -, within bounds', () => {
    expect(zoomForKey('+', 1)).toBe(1.1);
    expect(zoomForKey('=', 1.5)).toBe(1.6);
    expect(zoomForKey('-', 1.5)).toBe(1.4);
    expect(zoomForKey('-', ZOOM.min)).toBe(ZOOM.min);
    expect(zoomForKey('+', ZOOM.max)).toBe(ZOOM.max);
  });

  it('ignores other keys', () => {
    expect(zoomForKey('ArrowLeft', 1)).toBeNull();
  });
});
