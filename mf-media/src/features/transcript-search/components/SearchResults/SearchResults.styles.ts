import { makeStyles, tokens } from '@fluentui/react-components';

export const useSearchResultsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  video: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  thumb: {
    flexShrink: 0,
    width: '96px',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  date: { color: tokens.colorNeutralForeground3 },
  matches: { listStyleType: 'none', margin: 0, padding: 0 },
  match: {
    display: 'inline-block',
    paddingBlock: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  clock: { fontVariantNumeric: 'tabular-nums', color: tokens.colorBrandForeground1 },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit', borderRadius: '2px' },
  more: { color: tokens.colorNeutralForeground3 },
});
