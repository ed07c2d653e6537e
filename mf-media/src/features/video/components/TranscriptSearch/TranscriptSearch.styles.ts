import { makeStyles, tokens } from '@fluentui/react-components';

export const useTranscriptSearchStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  input: { flexGrow: 1, minWidth: 0 },
  counter: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
});
