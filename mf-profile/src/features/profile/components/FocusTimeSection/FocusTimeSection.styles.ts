import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY, visuallyHidden } from '@cedar/shared/ui';

const small = `@media ${SMALL_SCREEN_QUERY}`;

export const useFocusTimeSectionStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  subheading: { margin: 0, color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '96px 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    [small]: { gridTemplateColumns: '40px 1fr', columnGap: tokens.spacingHorizontalS },
  },
  dayName: { fontWeight: tokens.fontWeightSemibold, [small]: { display: 'none' } },
  dayShort: { display: 'none', fontWeight: tokens.fontWeightSemibold, [small]: { display: 'inline' } },
  track: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: tokens.spacingHorizontalXXS },
  header: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  headerTime: { display: 'block', [small]: { display: 'none' } },
  cell: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '24px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  wholeDay: { gridColumn: '1 / -1' },
  chosen: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  hidden: visuallyHidden,
});
