import { makeStyles, tokens } from '@fluentui/react-components';

export const useRemoteFallbackCardStyles = makeStyles({
  card: {
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalXL,
  },
  icon: { fontSize: '32px', color: tokens.colorPaletteMarigoldForeground1, display: 'flex' },
  text: { color: tokens.colorNeutralForeground2 },
});
