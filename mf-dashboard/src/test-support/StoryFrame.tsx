import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    minHeight: '100%',
  },
  narrow: { maxWidth: '400px' },
  wide: { maxWidth: '760px' },
  list: { listStyleType: 'none', margin: 0 },
});

/** Props of StoryFrame. */
export interface StoryFrameProps {
  width?: 'narrow' | 'wide';
  /** Render as a list, for stories of a single list item. */
  list?: boolean;
  children: ReactNode;
}

/** A story's surroundings: the dashboard's background and a column as wide as the panel's. */
export function StoryFrame({ width = 'wide', list = false, children }: StoryFrameProps) {
  const styles = useStyles();
  const className = mergeClasses(styles.root, styles[width], list && styles.list);
  return list ? <ul className={className}>{children}</ul> : <div className={className}>{children}</div>;
}
