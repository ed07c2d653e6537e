import { makeStyles, tokens } from '@fluentui/react-components';

export const useLandingPageStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  hero: {
    flexGrow: 1,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXXL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    '@media (max-width: 899.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    },
  },
  intro: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXL },
  heading: { margin: 0, color: tokens.colorBrandForeground1 },
  tagline: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  logIn: { minWidth: '160px' },
  media: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    backgroundColor: tokens.colorBrandBackground,
  },
  video: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXL,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
