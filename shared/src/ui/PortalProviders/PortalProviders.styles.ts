import { makeStyles, tokens } from '@fluentui/react-components';

export const usePortalProvidersStyles = makeStyles({
  root: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});
