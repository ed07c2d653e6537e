import { makeStyles, tokens } from '@fluentui/react-components';

export const useAddMembersStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '70%', '@media (max-width: 700px)': { width: '96vw' } },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  switches: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  lookup: { gridColumn: '1 / -1', margin: 0, color: tokens.colorNeutralForeground2 },
  notice: { marginBottom: tokens.spacingVerticalM },
});
