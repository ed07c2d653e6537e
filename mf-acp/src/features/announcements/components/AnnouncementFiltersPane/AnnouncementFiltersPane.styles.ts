import { makeStyles, tokens } from '@fluentui/react-components';

export const useAnnouncementFiltersStyles = makeStyles({
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    alignSelf: 'start',
  },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});
