import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoLibraryStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  title: { margin: 0 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 260px) 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr' },
  },
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
  main: { minWidth: 0 },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  more: { marginTop: tokens.spacingVerticalM },
});
