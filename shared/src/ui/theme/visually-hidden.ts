import type { GriffelStyle } from '@fluentui/react-components';

/** Text for screen readers only: kept in the accessibility tree, drawn nowhere. */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
