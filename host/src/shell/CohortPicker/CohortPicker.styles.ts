import { makeStyles } from '@fluentui/react-components';

export const useCohortPickerStyles = makeStyles({
  dropdown: { minWidth: '220px', maxWidth: '360px', width: '100%' },
});
