import { makeStyles, tokens } from '@fluentui/react-components';

export const useSupportTeamCardStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  role: { color: tokens.colorNeutralForeground3 },
});
