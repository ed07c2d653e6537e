import { makeStyles } from '@fluentui/react-components';
import { LIMITS } from '../../domain/index.ts';

export const useToastStyles = makeStyles({
  toast: {
    width: `${LIMITS.toastWidthPx}px`,
    maxWidth: '100%',
    boxSizing: 'border-box',
  },
});
