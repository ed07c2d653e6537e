import { makeStyles, tokens } from '@fluentui/react-components';

export const useLearnerShellViewStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  content: { flexGrow: 1, minWidth: 0 },
});
