import { makeStyles, tokens } from '@fluentui/react-components';

export const useAdditionalToolsStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  select: { minWidth: '320px', maxWidth: '100%' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  /** §2.11: the chosen file's name shows at most 350 px wide. */
  fileName: {
    maxWidth: '350px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  hidden: { display: 'none' },
  message: { alignSelf: 'stretch' },
});
