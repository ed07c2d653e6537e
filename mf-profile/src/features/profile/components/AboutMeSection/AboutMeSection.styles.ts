import { makeStyles, tokens } from '@fluentui/react-components';

export const useAboutMeSectionStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { margin: 0, color: tokens.colorNeutralForeground2 },
  text: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  languages: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  primary: { fontWeight: tokens.fontWeightSemibold },
});
