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
  link: { display: 'flex', borderRadius: tokens.borderRadiusCircular, textDecorationLine: 'none' },
  // Staff (brand ring) and learners (blue ring) are told apart at a glance (§2); guests get a dashed one.
  staff: { ...shorthands.border(tokens.strokeWidthThick, 'solid', tokens.colorBrandStroke1) },
  learner: { ...shorthands.border(tokens.strokeWidthThick, 'solid', tokens.colorPaletteBlueBorderActive) },
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
