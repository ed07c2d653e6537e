import { makeStyles, tokens } from '@fluentui/react-components';

export const useMonthCalendarStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: tokens.spacingHorizontalXXS },
  weekday: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  day: { minWidth: 0, flexDirection: 'column', paddingTop: tokens.spacingVerticalXS, paddingBottom: 0 },
  dot: {
    width: '6px',
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  noDot: { width: '6px', height: '6px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
});
