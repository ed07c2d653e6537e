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
  // Two whole lines, then Show More. Not -webkit-line-clamp: its ellipsis lands after the
  // period of a line that ends a sentence (".…").
  clamped: { maxHeight: `calc(2 * ${tokens.lineHeightBase300})`, overflow: 'hidden' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
