import { makeStyles, tokens } from '@fluentui/react-components';

export const useAvatarUploadDialogViewStyles = makeStyles({
  surface: { maxWidth: '420px' },
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  dropZone: {
    boxSizing: 'border-box',
    width: '260px',
    height: '260px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dropZoneActive: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cropper: {
    position: 'relative',
    width: '260px',
    height: '260px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  zoom: { width: '260px' },
  hiddenInput: { display: 'none' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, width: '100%' },
  remove: { marginRight: 'auto' },
});
