import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoEntryStyles = makeStyles({
  surface: { width: '70%', maxWidth: '960px', '@media (max-width: 700px)': { width: '100%' } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  box: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  history: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});
