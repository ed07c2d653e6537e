import { makeStyles, tokens } from '@fluentui/react-components';

export const useMemberTableStyles = makeStyles({
  // A wide table scrolls sideways on a phone instead of squeezing its columns.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Column widths follow their content (long e-mails), not equal shares.
  table: { minWidth: '880px', tableLayout: 'auto' },
  input: { minWidth: '110px', width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, margin: 0 },
  inactive: { color: tokens.colorNeutralForeground3 },
  online: { color: tokens.colorPaletteGreenForeground1 },
});
