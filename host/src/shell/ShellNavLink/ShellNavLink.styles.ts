import { makeStyles, tokens } from '@fluentui/react-components';

export const useShellNavLinkStyles = makeStyles({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  icon: { fontSize: '20px', display: 'flex' },
  logo: {
    display: 'flex',
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  tab: {
    height: '100%',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    borderRadius: 0,
  },
  tabActive: {
    color: tokens.colorBrandForeground1,
    borderBottomColor: tokens.colorBrandStroke1,
    ':hover': { color: tokens.colorBrandForeground1 },
  },
  side: {
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThicker} solid transparent`,
  },
  // colorBrandForeground1 on the pale brand background is under 4.5:1 (WCAG AA); the
  // darker brand foreground pair keeps the green look at about 4.9:1, and 5.3:1 on hover.
  sideActive: {
    color: tokens.colorBrandForeground2,
    backgroundColor: tokens.colorBrandBackground2,
    borderLeftColor: tokens.colorBrandStroke1,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2Hover },
  },
});
