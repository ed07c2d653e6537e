import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileAvatarStyles = makeStyles({
  trigger: {
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  avatar: { boxShadow: tokens.shadow8 },
  popover: { maxWidth: '280px' },
});
