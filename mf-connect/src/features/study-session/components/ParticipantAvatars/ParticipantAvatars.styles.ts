import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useParticipantAvatarsStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { color: tokens.colorNeutralForeground2 },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
  },
  item: { listStyleType: 'none', display: 'flex' },
  link: { display: 'flex', borderRadius: tokens.borderRadiusCircular },
  // Staff and learners are told apart by the ring around their picture (§2), guests by a dashed one.
  staff: { ...shorthands.border(tokens.strokeWidthThick, 'solid', tokens.colorBrandStroke1) },
  learner: { ...shorthands.border(tokens.strokeWidthThick, 'solid', tokens.colorPaletteGreenBorder2) },
  guest: { ...shorthands.border(tokens.strokeWidthThick, 'dashed', tokens.colorNeutralStroke1) },
  more: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '32px',
    height: '32px',
    paddingInline: tokens.spacingHorizontalXS,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});
