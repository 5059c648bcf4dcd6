import { fixedStyles } from '../../styles/fixedClass';

/** The look of Chakra's Spacer: takes the free room of a flex line (`<div className={useFixedClass(SPACER)} />`). */
export const SPACER = fixedStyles({ flex: 1, justifySelf: 'stretch', alignSelf: 'stretch' });
