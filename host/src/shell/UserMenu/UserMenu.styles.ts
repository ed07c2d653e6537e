import { makeStyles, tokens } from '@fluentui/react-components';

export const useUserMenuStyles = makeStyles({
  trigger: { minWidth: 'auto', padding: tokens.spacingHorizontalXXS, borderRadius: tokens.borderRadiusCircular },
  identity: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    maxWidth: '260px',
  },
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  email: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});
