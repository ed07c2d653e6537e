import { makeStyles, tokens } from '@fluentui/react-components';

export const useLibrarySearchStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  input: { maxWidth: '560px', width: '100%' },
});
