import { makeStyles, tokens } from '@fluentui/react-components';

export const useLearnerHeaderStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    '@media (max-width: 599.98px)': { padding: `0 ${tokens.spacingHorizontalS}`, gap: tokens.spacingHorizontalS },
  },
  tabs: { display: 'flex', alignItems: 'stretch', alignSelf: 'stretch', gap: tokens.spacingHorizontalXS },
  spacer: { flexGrow: 1 },
});
