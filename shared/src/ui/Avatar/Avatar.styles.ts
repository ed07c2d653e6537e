import { makeStyles, tokens } from '@fluentui/react-components';

export const useAvatarStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    userSelect: 'none',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  size24: { width: '24px', height: '24px', fontSize: tokens.fontSizeBase100 },
  size32: { width: '32px', height: '32px', fontSize: tokens.fontSizeBase200 },
  size40: { width: '40px', height: '40px', fontSize: tokens.fontSizeBase300 },
  size48: { width: '48px', height: '48px', fontSize: tokens.fontSizeBase400 },
  size64: { width: '64px', height: '64px', fontSize: tokens.fontSizeBase500 },
  size96: { width: '96px', height: '96px', fontSize: tokens.fontSizeHero700 },
  size164: { width: '164px', height: '164px', fontSize: tokens.fontSizeHero900 },
  size225: { width: '225px', height: '225px', fontSize: tokens.fontSizeHero1000 },
});
