import { makeStyles, tokens } from '@fluentui/react-components';

export const useGroupStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  grow: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground2 },
  search: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
  },
  calendarRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 1fr) minmax(220px, 2fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  badge: { flexShrink: 0 },
});
