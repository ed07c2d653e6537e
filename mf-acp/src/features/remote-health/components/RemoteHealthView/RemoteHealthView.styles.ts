import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles of the Remote health page (the console's page layout). */
export const useRemoteHealthStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    '@media (max-width: 700px)': { padding: tokens.spacingHorizontalM },
  },
  heading: { display: 'block', margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  fact: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  small: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  value: { margin: 0 },
  url: { wordBreak: 'break-all' },
});
