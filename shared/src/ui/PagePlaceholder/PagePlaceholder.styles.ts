import { makeStyles, tokens } from '@fluentui/react-components';

export const usePagePlaceholderStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
});
