/**
 * The recipes of src/styles/laterRecipes.ts, by name, for what must know them without loading them: the bundle's
 * guard (src/styles/recipesOnDemand.ts) and the build's checks (__tests__/styles/recipesOnDemand.test.ts checks the list).
 */
export const LATER_RECIPES = new Set([
  'inputAddon',
  'colorSwatch',
  'kbd',
  'link',
  'textarea',
  'accordion',
  'card',
  'checkbox',
  'collapsible',
  'combobox',
  'dialog',
  'drawer',
  'field',
  'list',
  'menu',
  'nativeSelect',
  'numberInput',
  'popover',
  'progress',
  'segmentGroup',
  'select',
  'stat',
  'switch',
  'table',
  'tagsInput',
  'toast',
  'tooltip',
]);
