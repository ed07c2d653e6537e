import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoInfoStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  // Fluent's text is inline: the date goes under the title, not run on after it.
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  date: { color: tokens.colorNeutralForeground3, margin: 0 },
  description: { whiteSpace: 'pre-line' },
  clamped: { display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
