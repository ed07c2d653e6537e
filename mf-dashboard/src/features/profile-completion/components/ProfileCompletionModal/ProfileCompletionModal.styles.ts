import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileCompletionModalStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
  },
  icon: { fontSize: '56px', color: tokens.colorBrandForeground1 },
});
