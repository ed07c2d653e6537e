import { makeStyles, tokens } from '@fluentui/react-components';

export const useParticipantsStyles = makeStyles({
  stack: { display: 'flex', alignItems: 'center', padding: 0, minWidth: 0 },
  stacked: { marginLeft: '-8px', ':first-child': { marginLeft: 0 } },
  more: { marginLeft: tokens.spacingHorizontalXS },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
