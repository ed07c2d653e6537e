import { makeStyles, tokens } from '@fluentui/react-components';

export const useClassesEventsViewStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  skeletonRow: { display: 'grid', gridTemplateColumns: '1fr 96px', gap: tokens.spacingHorizontalM },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
  },
  illustration: { fontSize: '64px', color: tokens.colorBrandForeground2 },
  emptyText: { color: tokens.colorNeutralForeground3, maxWidth: '40ch' },
});
