import { makeStyles, tokens } from '@fluentui/react-components';

export const usePlayerStyles = makeStyles({
  root: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  video: { width: '100%', height: '100%', display: 'block' },
  // On a phone the control bar keeps play, skips, progress, time, mute and full screen: captions and
  // speed are in Additional Controls, the volume is the phone's own, and the rest would not fit.
  compact: {
    '& .plyr__volume input[type="range"]': { display: 'none' },
    '& .plyr__controls [data-plyr="captions"]': { display: 'none' },
    '& .plyr__controls [data-plyr="settings"]': { display: 'none' },
    '& .plyr__controls [data-plyr="pip"]': { display: 'none' },
    '& .plyr__controls .plyr__menu': { display: 'none' },
  },
  marker: {
    position: 'absolute',
    top: '50%',
    width: '4px',
    height: '12px',
    marginTop: '-6px',
    marginLeft: '-2px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorPaletteYellowBackground3,
    pointerEvents: 'none',
    zIndex: 3,
  },
});
