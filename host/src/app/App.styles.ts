import { makeStyles } from '@fluentui/react-components';

export const useAppStyles = makeStyles({
  hidden: { display: 'none' },
});
