import { colorSwatchRecipe } from '@chakra-theme/recipes/color-swatch.js';
import { kbdRecipe } from '@chakra-theme/recipes/kbd.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton.js';
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion.js';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
import { collapsibleSlotRecipe } from '@chakra-theme/recipes/collapsible.js';
import { comboboxSlotRecipe } from '@chakra-theme/recipes/combobox.js';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { listSlotRecipe } from '@chakra-theme/recipes/list.js';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { numberInputSlotRecipe } from '@chakra-theme/recipes/number-input.js';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover.js';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress.js';
import { segmentGroupSlotRecipe } from '@chakra-theme/recipes/segment-group.js';
import { selectSlotRecipe } from '@chakra-theme/recipes/select.js';
import { statSlotRecipe } from '@chakra-theme/recipes/stat.js';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch.js';
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { tagsInputSlotRecipe } from '@chakra-theme/recipes/tags-input.js';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
import { system } from './chakraSystem';

/**
 * The recipes of the components only the pages and other lazy chunks render (tables, dialogs, menus, form fields):
 * about 10 KB gzip that the first chunk does without (issue 16). lazyNamed loads this module with every lazy
 * component, so they are in the theme before any of those components renders: Chakra caches a component's
 * recipe the first time it is asked for, so one asked for too early would stay unstyled.
 */
const recipes = {
  // The swatches of the statistics chart's legend and tooltip (@chakra-ui/charts).
  colorSwatch: colorSwatchRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
  checkmark: checkmarkRecipe,
};

const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tagsInput: tagsInputSlotRecipe,
  toast: toastSlotRecipe,
};

let registered = false;

/** Adds the recipes to the app's Chakra system (once; Chakra reads its theme's recipes when a component asks). */
export function registerLaterRecipes(): void {
  if (registered) return;
  registered = true;
  const { theme } = system._config;
  if (!theme) throw new Error('The Chakra system has no theme');
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
