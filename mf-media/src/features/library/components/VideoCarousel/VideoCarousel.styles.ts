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
  dot: { minWidth: '12px', width: '12px', height: '12px', padding: 0, borderRadius: tokens.borderRadiusCircular },
});
