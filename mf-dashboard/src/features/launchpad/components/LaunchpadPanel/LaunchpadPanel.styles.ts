import { makeStyles, tokens } from '@fluentui/react-components';

export const useLaunchpadPanelStyles = makeStyles({
  hero: {
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  body: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  start: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});
