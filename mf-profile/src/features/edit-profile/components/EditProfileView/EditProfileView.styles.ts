import { makeStyles, tokens } from '@fluentui/react-components';

export const useEditProfileStyles = makeStyles({
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    // Room under the last section for the fixed Save Changes button.
    paddingBottom: '96px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  avatar: { position: 'relative' },
  avatarEdit: { position: 'absolute', right: 0, bottom: 0 },
  heading: { flexGrow: 1, margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  subTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  save: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
    boxShadow: tokens.shadow16,
  },
});
