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
