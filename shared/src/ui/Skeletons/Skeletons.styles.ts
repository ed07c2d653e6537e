import { makeStyles, tokens } from '@fluentui/react-components';

export const useSkeletonStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXXL,
  },
  title: { width: '40%', height: '32px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  cardHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  cardHeaderText: { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  shortLine: { width: '60%' },
});
