import { makeStyles, tokens } from '@fluentui/react-components';

export const useKeyboardShortcutsStyles = makeStyles({
  key: {
    display: 'inline-block',
    minWidth: '1.5em',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomWidth: tokens.strokeWidthThick,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    textAlign: 'center',
  },
});
