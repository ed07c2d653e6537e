import { makeStyles, tokens } from '@fluentui/react-components';

export const useSupportViewStyles = makeStyles({
  team: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  empty: { color: tokens.colorNeutralForeground3 },
  // The skeleton has the loaded list's measures (rows of a 48 px picture with the link's padding,
  // the list's gap, then the Request Support button), so the panel keeps its height (CLS).
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: tokens.spacingVerticalS },
  requestSkeleton: { height: '32px', marginTop: tokens.spacingVerticalS },
  rowText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
  request: { alignSelf: 'stretch' },
});
