import { makeStyles, tokens } from '@fluentui/react-components';

export const useMobileControlsStyles = makeStyles({
  // Zones cover the picture above plyr's control bar, so the bar stays usable.
  zones: { position: 'absolute', top: 0, left: 0, right: 0, bottom: '64px', display: 'flex', zIndex: 2 },
  zone: { flexGrow: 1, border: 'none', backgroundColor: 'transparent', padding: 0, cursor: 'pointer' },
  more: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS, zIndex: 4 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
