import { makeStyles, tokens } from '@fluentui/react-components';

export const useEventRowStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  time: { color: tokens.colorNeutralForeground3 },
  live: { color: tokens.colorStatusSuccessForeground1, fontWeight: tokens.fontWeightSemibold },
  label: { color: tokens.colorNeutralForeground2 },
});
