import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';

export const useProfileSectionStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    [`@media ${SMALL_SCREEN_QUERY}`]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  },
  title: { margin: 0, color: tokens.colorNeutralForeground1 },
});
