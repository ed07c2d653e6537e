import { makeStyles, tokens } from '@fluentui/react-components';

export const useClassmateShowcaseStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  person: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  zone: { color: tokens.colorNeutralForeground3 },
});
