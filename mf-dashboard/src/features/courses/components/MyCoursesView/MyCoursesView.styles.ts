import { makeStyles, tokens } from '@fluentui/react-components';

export const useMyCoursesViewStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, textAlign: 'center' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
