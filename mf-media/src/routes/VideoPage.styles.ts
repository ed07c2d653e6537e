import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    minWidth: 0,
  },
  spinner: { padding: tokens.spacingVerticalXXXL },
  notice: { padding: tokens.spacingHorizontalXXL },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 360px',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    // Below the medium breakpoint (900 px) the panel goes under the player, with search above it.
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Phones and tablets rarely have a keyboard: the button gives way there ('?' still opens the list).
  shortcutsButton: { '@media (max-width: 899.98px)': { display: 'none' } },
  // The resume offer sits over the player's top corner, clear of plyr's controls along the bottom.
  stage: { position: 'relative' },
  resume: { position: 'absolute', top: tokens.spacingVerticalM, left: tokens.spacingHorizontalM, zIndex: 4 },
  note: { color: tokens.colorNeutralForeground3 },
});
