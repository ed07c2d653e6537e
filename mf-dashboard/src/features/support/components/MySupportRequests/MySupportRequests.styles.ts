import { makeStyles, tokens } from '@fluentui/react-components';

export const useMySupportRequestsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  reply: {
    gridColumn: '1 / -1',
    margin: 0,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
    overflowWrap: 'anywhere',
  },
});
