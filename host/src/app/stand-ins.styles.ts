import { makeStyles, tokens } from '@fluentui/react-components';

export const useStandInStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
  },
  shell: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
});
