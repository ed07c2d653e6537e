import { makeStyles, tokens } from '@fluentui/react-components';

export const usePeopleViewStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  cohort: { margin: 0, fontSize: tokens.fontSizeBase500 },
  counts: { margin: 0, color: tokens.colorNeutralForeground2 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  search: { minWidth: '240px', flexGrow: 1 },
  push: { marginLeft: 'auto', display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  empty: { margin: 0, padding: tokens.spacingVerticalL, textAlign: 'center' },
});
