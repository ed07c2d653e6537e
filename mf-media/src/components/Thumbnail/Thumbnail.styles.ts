import { makeStyles } from '@fluentui/react-components';

export const useThumbnailStyles = makeStyles({
  // The caller sizes it; the picture fills that box and keeps its proportions.
  root: { display: 'block', width: '100%', objectFit: 'cover' },
});
