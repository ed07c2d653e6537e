import { makeStyles, tokens } from '@fluentui/react-components';

export const useAnnouncementHistoryStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM },
  title: { margin: 0 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 260px) 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr' },
  },
  main: { minWidth: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});
