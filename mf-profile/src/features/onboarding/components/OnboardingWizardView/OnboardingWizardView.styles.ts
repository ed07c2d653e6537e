import { makeStyles, tokens } from '@fluentui/react-components';

export const useOnboardingWizardViewStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '640px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
  },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0, outlineStyle: 'none' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
  centered: { alignItems: 'center', textAlign: 'center' },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  continue: { marginLeft: 'auto' },
});
