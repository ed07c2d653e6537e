import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout shared by the profile field controls. */
export const useFieldStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  scale: {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  attribution: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  days: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: tokens.spacingHorizontalXS },
  day: { position: 'relative', minWidth: 0 },
  dayButton: { width: '100%', minWidth: 0 },
  dot: {
    position: 'absolute',
    top: tokens.spacingVerticalXXS,
    right: tokens.spacingHorizontalXS,
    width: '6px',
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  slots: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  wideSlot: { gridColumn: '1 / -1' },
  slot: { display: 'flex', flexDirection: 'column', alignItems: 'center', height: 'auto', minWidth: 0 },
  slotTime: { fontSize: tokens.fontSizeBase100, fontWeight: tokens.fontWeightRegular },
  linkRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 1fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr auto' },
  },
  linkInput: { '@media (max-width: 600px)': { gridColumn: '1 / 2', gridRow: '2' } },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
