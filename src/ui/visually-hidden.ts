import type { GriffelStyle } from '@fluentui/react-components';

/** Read by assistive technology, not shown: spread into a makeStyles class. */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
};
