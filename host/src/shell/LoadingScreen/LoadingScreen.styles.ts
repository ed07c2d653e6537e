import { makeStyles, tokens } from '@fluentui/react-components';

export const useLoadingScreenStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
  },
  greeting: { color: tokens.colorBrandForeground1 },
  progress: { width: 'min(420px, 80vw)' },
  message: { color: tokens.colorNeutralForeground2, minHeight: tokens.lineHeightBase400 },
});
