import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoCardStyles = makeStyles({
  card: { padding: 0, overflow: 'hidden', height: '100%' },
  media: {
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  thumb: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  player: { width: '100%', height: '100%', backgroundColor: '#000' },
  play: { position: 'relative' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  select: { marginInlineStart: `calc(-1 * ${tokens.spacingHorizontalS})` },
  title: {
    justifyContent: 'flex-start',
    padding: 0,
    minWidth: 0,
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  description: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});
