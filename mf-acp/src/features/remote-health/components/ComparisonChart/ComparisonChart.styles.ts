import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '@cedar/shared/ui';

export const useComparisonChartStyles = makeStyles({
  svg: { display: 'block', width: '100%', height: 'auto', maxWidth: '480px' },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '12px' },
  value: { fill: tokens.colorNeutralForeground2, fontSize: '11px' },
  previous: { fill: tokens.colorNeutralStroke1 },
  current: { fill: tokens.colorBrandBackground },
  regressed: { fill: tokens.colorPaletteRedBackground3 },
  legend: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    marginRight: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
  },
  swatchPrevious: { backgroundColor: tokens.colorNeutralStroke1 },
  swatchCurrent: { backgroundColor: tokens.colorBrandBackground },
  swatchRegressed: { backgroundColor: tokens.colorPaletteRedBackground3 },
  hidden: visuallyHidden,
});
