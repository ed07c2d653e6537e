import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';

export const useProfileActionsStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    [`@media ${SMALL_SCREEN_QUERY}`]: { justifyContent: 'center' },
  },
});
