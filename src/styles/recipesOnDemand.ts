import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { system } from './chakraSystem';
import { LATER_RECIPES } from './laterRecipeNames';

/**
 * Adds recipes to a system made without them. Chakra's system reads a recipe from its configuration's theme when
 * a component first asks for it (and keeps the function it makes then), so recipes added before that are used as if
 * they had been there from the start.
 */
export function addRecipes(target: SystemContext, { theme }: SystemConfig): void {
  // Written into the theme object the system was made with, where it reads them from: one made without a theme
  // reads from an object of its own, out of reach.
  const own = target._config.theme;
  if (!own) throw new Error('Recipes can only be added to a system made with a theme');
  own.recipes = Object.assign(own.recipes ?? {}, theme?.recipes);
  own.slotRecipes = Object.assign(own.slotRecipes ?? {}, theme?.slotRecipes);
}

let loading: Promise<void> | undefined;
let loaded = false;

/**
 * Loads the recipes the first screens do not use (src/styles/laterRecipes.ts) into the app's system, once. Every
 * component loaded on demand waits for them (src/lib/lazyNamed.tsx), except the pages of the lists and items,
 * whose first screen does without; the app also loads them once its first screen is shown (src/index.tsx).
 */
export function loadLaterRecipes(): Promise<void> {
  loading ??= import(/* webpackChunkName: "recipes" */ './laterRecipes').then(
    ({ laterRecipesConfig }) => {
      addRecipes(system, laterRecipesConfig);
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A component asking for a recipe before they are in would keep Chakra's empty one (Chakra keeps the first
 * function it made per recipe): it gets an empty function that is not kept, the recipes start loading, and the
 * console says which component should have waited (the browser tests fail on it).
 */
export function guardEarlyRecipes(
  target: SystemContext,
  later: { isLoaded: () => boolean; load: () => unknown },
): void {
  const getRecipeFn = target.getRecipeFn;
  const getSlotRecipeFn = target.getSlotRecipeFn;
  const tooEarly = (key: string, known: boolean) => {
    if (known || !LATER_RECIPES.has(key) || later.isLoaded()) return false;
    console.error(`Chakra's "${key}" recipe was asked for before the later recipes loaded`);
    later.load();
    return true;
  };
  target.getRecipeFn = (key, fallback) =>
    tooEarly(key, fallback !== undefined || target.isRecipe(key))
      ? target.cva({})
      : getRecipeFn(key, fallback);
  target.getSlotRecipeFn = (key, fallback) =>
    tooEarly(key, fallback !== undefined || target.isSlotRecipe(key))
      ? target.sva({ slots: [] })
      : getSlotRecipeFn(key, fallback);
}

guardEarlyRecipes(system, { isLoaded: () => loaded, load: () => void loadLaterRecipes() });
