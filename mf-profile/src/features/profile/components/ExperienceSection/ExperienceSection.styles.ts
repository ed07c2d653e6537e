import { makeStyles, tokens } from '@fluentui/react-components';

export const useExperienceSectionStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
});
