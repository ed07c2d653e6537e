import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileActionsStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
