import { makeStyles, tokens } from '@fluentui/react-components';

/** Card height of the directory (§2.8, §9). */
export const MEMBER_CARD_HEIGHT_PX = 300;

export const useMemberCardStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: `${MEMBER_CARD_HEIGHT_PX}px`,
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  // Learner cards in their own colour (§2.8).
  learner: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke2}` },
  star: { position: 'absolute', top: tokens.spacingVerticalXS, right: tokens.spacingHorizontalXS, zIndex: 1 },
  starOn: { color: tokens.colorPaletteMarigoldForeground2 },
  ribbon: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: 0,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: `0 ${tokens.borderRadiusMedium} ${tokens.borderRadiusMedium} 0`,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  link: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`,
    minHeight: 0,
    overflow: 'hidden',
    color: tokens.colorNeutralForeground1,
    textAlign: 'center',
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  avatar: { marginBottom: tokens.spacingVerticalS },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  line: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // The shared-focus line may take two lines.
  overlap: {
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase200,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  online: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  roleBar: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
});
