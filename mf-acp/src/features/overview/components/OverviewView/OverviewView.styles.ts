import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles of the Overview. */
export const useOverviewStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    '@media (max-width: 700px)': { padding: tokens.spacingHorizontalM },
  },
  heading: { display: 'block', margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { gap: tokens.spacingVerticalS },
  stats: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  stat: { display: 'flex', flexDirection: 'column' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  overdue: { color: tokens.colorPaletteRedForeground1 },
  thumb: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});
