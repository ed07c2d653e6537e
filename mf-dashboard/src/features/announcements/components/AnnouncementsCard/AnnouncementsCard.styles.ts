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
  // Room for three lines whatever the announcement, as the skeleton holds: a short one does not
  // pull the panels below up, nor does the banner push them down when it arrives.
  bodyArea: { minHeight: `calc(3 * ${tokens.lineHeightBase300})` },
  bylineSkeleton: { width: '40%', minWidth: '160px' },
  navSkeleton: { width: '128px' },
  readMore: { alignSelf: 'flex-start', paddingInline: 0, minWidth: 0 },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dots: { display: 'flex', gap: 0, listStyleType: 'none', margin: 0, padding: 0 },
  // A 24 px target (WCAG 2.2 target size) around the 12 px dot it draws.
  dot: {
    display: 'grid',
    placeItems: 'center',
    width: '24px',
    height: '24px',
    minWidth: '24px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '::before': {
      content: '""',
      width: '12px',
      height: '12px',
      boxSizing: 'border-box',
      borderRadius: tokens.borderRadiusCircular,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  dotCurrent: { '::before': { backgroundColor: tokens.colorBrandBackground } },
});
