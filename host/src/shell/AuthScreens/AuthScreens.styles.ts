import { makeStyles, tokens } from '@fluentui/react-components';

export const useAuthScreensStyles = makeStyles({
  loader: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
