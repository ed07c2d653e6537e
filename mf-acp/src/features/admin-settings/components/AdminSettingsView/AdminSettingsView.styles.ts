import { makeStyles, tokens } from '@fluentui/react-components';

export const useAdminSettingsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  title: { margin: 0 },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    scrollMarginTop: '80px',
    minWidth: 0,
  },
  panelTitle: { marginTop: 0 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  submit: { marginTop: tokens.spacingVerticalM },
});
