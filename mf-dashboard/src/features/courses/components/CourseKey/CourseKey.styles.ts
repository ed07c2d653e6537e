import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '@cedar/shared/ui';

export const useCourseKeyStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dimmed: { opacity: 0.5 },
  hidden: visuallyHidden,
});
