import { slotRecipeStyles } from '../../styles/fixedClass';

// Chakra's Alert (status error) as fixed styles: a failed read shows in the first screen of every list.
const ERROR = { status: 'error' };
export const ALERT = slotRecipeStyles('alert', 'root', ERROR, { alignItems: 'center' });
export const INDICATOR = slotRecipeStyles('alert', 'indicator', ERROR);
export const TITLE = slotRecipeStyles('alert', 'title', ERROR, { flex: '1' });
