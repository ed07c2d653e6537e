import { makeStyles, tokens } from '@fluentui/react-components';

const fadeIn = { from: { opacity: 0 }, to: { opacity: 1 } };

export const useAnnouncementsCardStyles = makeStyles({
  body: {
    overflowWrap: 'anywhere',
    '& p': { marginBlock: `0 ${tokens.spacingVerticalS}` },
    '& ul, & ol': { marginBlock: `0 ${tokens.spacingVerticalS}` },
  },
  // Three whole lines, then '... Read More'. Not -webkit-line-clamp: the browser would draw an
  // ellipsis of its own before the toggle's (".…" then "... Read More"). Paragraph gaps close
  // up meanwhile so that the cut falls between lines.
  collapsed: {
    maxHeight: `calc(3 * ${tokens.lineHeightBase300})`,
    overflow: 'hidden',
    '& p, & ul, & ol': { marginBlock: 0 },
  },
  fade: {
    animationName: fadeIn,
    animationDuration: tokens.durationSlow,
    animationTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  byline: { color: tokens.colorNeutralForeground3 },
  readMore: { alignSelf: 'flex-start', paddingInline: 0, minWidth: 0 },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dots: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  dot: {
    width: '12px',
    height: '12px',
    minWidth: '12px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  dotCurrent: { backgroundColor: tokens.colorBrandBackground },
});
