import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/**
 * Cedar green brand ramp (10 = darkest, 160 = lightest). The ramp is the one place
 * where colour values are written out; everything else reads Fluent tokens.
 */
export const cedarBrandRamp: BrandVariants = {
  10: '#020604',
  20: '#0F1F16',
  30: '#133224',
  40: '#15412E',
  50: '#175039',
  60: '#185F44',
  70: '#186F4F',
  80: '#177F5A',
  90: '#2A8E68',
  100: '#449C77',
  110: '#5BAA86',
  120: '#72B895',
  130: '#89C6A5',
  140: '#A1D3B6',
  150: '#B9E0C7',
  160: '#D1EDD9',
};

/** The Cedar light theme for FluentProvider. */
export const cedarTheme: Theme = createLightTheme(cedarBrandRamp);
