import { makeStyles, tokens } from '@fluentui/react-components';

export const useAnnouncementFormStyles = makeStyles({
  surface: { width: '70%', maxWidth: '900px', '@media (max-width: 700px)': { width: '100%' } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  grow: { flexGrow: 1, minWidth: '200px' },
  notes: { color: tokens.colorNeutralForeground2, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  preview: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
});
