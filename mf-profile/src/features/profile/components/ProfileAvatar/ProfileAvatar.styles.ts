import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileAvatarStyles = makeStyles({
  trigger: {
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  avatar: { boxShadow: tokens.shadow8 },
  // A native popover: the browser gives light dismiss, Escape and the top layer. Where CSS
  // anchor positioning exists it opens below the picture, elsewhere centred on the screen.
  popup: {
    maxWidth: '280px',
    margin: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    positionArea: 'bottom',
  },
  text: { margin: 0 },
});
