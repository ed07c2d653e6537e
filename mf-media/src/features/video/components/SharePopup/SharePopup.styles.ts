import { makeStyles, tokens } from '@fluentui/react-components';

export const useSharePopupStyles = makeStyles({
  surface: {
    width: '288px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  link: { width: '100%' },
});
