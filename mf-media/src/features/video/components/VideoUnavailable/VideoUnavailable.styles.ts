import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useVideoUnavailableStyles = makeStyles({
  link: {
    ...typographyStyles.body1Strong,
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
  },
});
