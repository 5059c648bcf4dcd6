import { defineConfig } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion.js';
import { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
import { collapsibleSlotRecipe } from '@chakra-theme/recipes/collapsible.js';
import { colorSwatchRecipe } from '@chakra-theme/recipes/color-swatch.js';
import { comboboxSlotRecipe } from '@chakra-theme/recipes/combobox.js';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon.js';
import { kbdRecipe } from '@chakra-theme/recipes/kbd.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
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
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
import { tooltipSlotRecipe } from '@chakra-theme/recipes/tooltip.js';

/**
 * The recipes of the Chakra components that only dialogs, menus, popovers, drawers, toasts, hints, forms and the
 * pages loaded later render: a chunk of their own, which the first screens of the lists and item pages do not wait
 * for. src/styles/recipesOnDemand.ts adds them to the bundle's system before any such component renders; the
 * build's system has them from the start (its looks use them, src/styles/staticCss/buildSystem.ts).
 */
export const laterRecipesConfig = defineConfig({
  theme: {
    recipes: {
      inputAddon: inputAddonRecipe,
      colorSwatch: colorSwatchRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
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
      tooltip: tooltipSlotRecipe,
    },
  },
});
