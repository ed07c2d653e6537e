import { makeStyles, tokens } from '@fluentui/react-components';
import { SMALL_SCREEN_QUERY, visuallyHidden } from '@cedar/shared/ui';

const small = `@media ${SMALL_SCREEN_QUERY}`;

export const useProfileHeaderStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    [small]: {
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: tokens.spacingVerticalL,
      padding: tokens.spacingHorizontalL,
    },
  },
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    [small]: { alignItems: 'center' },
  },
  name: { margin: 0, overflowWrap: 'anywhere' },
  pronunciation: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  hiddenLabel: visuallyHidden,
  pronouns: { margin: 0, color: tokens.colorNeutralForeground2 },
  courses: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  role: { color: tokens.colorNeutralForeground2 },
  contact: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    overflowWrap: 'anywhere',
  },
});
