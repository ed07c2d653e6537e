import { makeStyles, tokens } from '@fluentui/react-components';

export const useOnlineToolsPanelStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  logo: { width: '48px', height: '48px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  name: { textAlign: 'center', overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
  skeleton: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});
