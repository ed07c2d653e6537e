import { makeStyles, tokens } from '@fluentui/react-components';

export const useDayGroupListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toggleAll: { alignSelf: 'flex-end' },
  groups: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    justifyContent: 'flex-start',
    paddingInline: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  staticHeader: { margin: 0, paddingBlock: tokens.spacingVerticalXS },
  events: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalS },
});
