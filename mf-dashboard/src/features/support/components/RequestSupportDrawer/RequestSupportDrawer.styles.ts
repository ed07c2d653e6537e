import { makeStyles, tokens } from '@fluentui/react-components';

export const useRequestSupportDrawerStyles = makeStyles({
  drawer: { width: 'min(560px, 100vw)' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXL,
  },
  types: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  typeButton: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalM,
  },
  // The text takes the card's width, so every chevron sits at the card's edge, not after its text.
  typeText: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', flexGrow: 1, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
  outcome: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
  },
  successIcon: { fontSize: '56px', color: tokens.colorStatusSuccessForeground1 },
  failureIcon: { fontSize: '56px', color: tokens.colorStatusDangerForeground1 },
});
