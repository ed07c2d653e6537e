import { makeStyles, tokens } from '@fluentui/react-components';

export const useShellDrawerStyles = makeStyles({
  drawer: { width: 'min(320px, 85vw)' },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  email: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    overflowWrap: 'anywhere',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  divider: { margin: `${tokens.spacingVerticalS} 0` },
  action: {
    justifyContent: 'flex-start',
    width: '100%',
    minHeight: '40px',
    paddingLeft: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
});
