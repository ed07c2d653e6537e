import { makeStyles, tokens } from '@fluentui/react-components';

export const useCedarLogoStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  mark: { fill: tokens.colorBrandBackground, flexShrink: 0 },
  trunk: { fill: tokens.colorPaletteBrownForeground2 },
  word: {
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '0.02em',
    lineHeight: 1,
  },
  small: { fontSize: tokens.fontSizeBase500 },
  medium: { fontSize: tokens.fontSizeHero700 },
  large: { fontSize: tokens.fontSizeHero900 },
  inverted: { color: tokens.colorNeutralForegroundOnBrand },
  invertedMark: { fill: tokens.colorNeutralForegroundOnBrand },
});
