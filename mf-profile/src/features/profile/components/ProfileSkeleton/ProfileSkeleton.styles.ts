import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';

const small = `@media ${SMALL_SCREEN_QUERY}`;

export const useProfileSkeletonStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    [small]: { padding: tokens.spacingHorizontalM },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    [small]: { flexDirection: 'column' },
  },
  // The header's 164 px picture (§9).
  avatar: { width: '164px', height: '164px', flexShrink: 0 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, flexGrow: 1, width: '100%' },
  name: { width: '50%' },
  short: { width: '35%' },
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingVerticalL,
  },
});
