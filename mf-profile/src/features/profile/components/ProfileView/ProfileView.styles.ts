import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';

export const useProfileViewStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    [`@media ${SMALL_SCREEN_QUERY}`]: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalM },
  },
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
});
