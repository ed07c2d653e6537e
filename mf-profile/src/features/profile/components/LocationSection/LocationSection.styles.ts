import { makeStyles, tokens } from '@fluentui/react-components';

export const useLocationSectionStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, margin: 0 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  offset: { margin: 0, color: tokens.colorNeutralForeground2 },
});
