import { cedarBrandRamp, cedarTheme } from './cedar-theme.ts';

describe('cedarTheme', () => {
  it('builds the brand colours from the cedar ramp', () => {
    expect(cedarTheme.colorBrandBackground).toBe(cedarBrandRamp[80]);
    expect(Object.keys(cedarBrandRamp)).toHaveLength(16);
  });
});
