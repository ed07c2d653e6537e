import { makeStyles, tokens } from '@fluentui/react-components';

export const useConfirmDialogStyles = makeStyles({
  surface: { maxWidth: '480px' },
  message: { color: tokens.colorNeutralForeground2 },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});
