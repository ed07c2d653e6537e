import { makeStyles, tokens } from '@fluentui/react-components';
import { BREAKPOINTS } from '@cedar/shared/domain';

// Closed ranges, so no rule depends on the order the style engine inserts media queries in.
const between = (from: number, to?: number) =>
  to === undefined ? `@media (min-width: ${from}px)` : `@media (min-width: ${from}px) and (max-width: ${to - 0.02}px)`;

export const useDirectoryPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  // 2 columns on phones, then 3, 4 and 5 at the spec's breakpoints (§2.8, §9).
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [between(BREAKPOINTS.sm, BREAKPOINTS.md)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [between(BREAKPOINTS.md, BREAKPOINTS.lg)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [between(BREAKPOINTS.lg)]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
  skeleton: {
    height: '300px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground2 },
});
