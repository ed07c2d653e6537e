import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileLoadErrorStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
  title: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});
