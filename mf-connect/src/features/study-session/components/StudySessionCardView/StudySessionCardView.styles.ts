import { makeStyles, tokens } from '@fluentui/react-components';

// The frame matches the dashboard's panels, so the widget sits among them unnoticed.
export const useStudySessionCardStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  title: { margin: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  kickOff: { margin: 0 },
  groups: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});
