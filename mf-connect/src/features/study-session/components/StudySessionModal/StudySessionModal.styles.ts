import { makeStyles, tokens } from '@fluentui/react-components';

export const useStudySessionModalStyles = makeStyles({
  surface: { maxWidth: '520px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0 },
  topics: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  mainTopic: { fontWeight: tokens.fontWeightSemibold },
  people: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  person: { listStyleType: 'none', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
  kind: { color: tokens.colorNeutralForeground3 },
});
