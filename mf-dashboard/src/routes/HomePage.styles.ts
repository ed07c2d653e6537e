import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '@cedar/shared/ui';

export const useHomePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '1280px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    width: '100%',
  },
  heading: visuallyHidden,
  // Desktop: a narrower left column (Online Tools, Study Session, Support) and a wider right one
  // (courses, calendar), each stacking its own panels.
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 2fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});
