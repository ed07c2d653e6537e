import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoCarouselStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  arrows: { display: 'flex', gap: tokens.spacingHorizontalXS },
  dim: { opacity: 0.4 },
  viewport: { overflow: 'hidden' },
  track: {
    display: 'flex',
    listStyleType: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalXS} 0`,
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
  },
  item: { flexShrink: 0, boxSizing: 'border-box', padding: `0 ${tokens.spacingHorizontalS}` },
  dots: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalXS },
  // A 24 px target (WCAG 2.5.8) around a 12 px dot.
  dot: {
    minWidth: '24px',
    width: '24px',
    height: '24px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    '::before': {
      content: '""',
      boxSizing: 'border-box',
      width: '12px',
      height: '12px',
      borderRadius: tokens.borderRadiusCircular,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    },
  },
  dotCurrent: {
    '::before': {
      backgroundColor: tokens.colorBrandBackground,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    },
  },
});
