import { createSystem } from '@chakra-ui/react';
import { chakraTheme } from '../../src/styles/chakraTheme';
import { SYSTEM_CONFIGS } from '../../src/styles/chakraSystem';
import { laterRecipesConfig } from '../../src/styles/laterRecipes';
import { LATER_RECIPES } from '../../src/styles/laterRecipeNames';
import { addRecipes, guardEarlyRecipes } from '../../src/styles/recipesOnDemand';

function recipeNames(config: typeof chakraTheme): string[] {
  return [
    ...Object.keys(config.theme?.recipes ?? {}),
    ...Object.keys(config.theme?.slotRecipes ?? {}),
  ];
}

describe('the recipes loaded after the first screen', () => {
  it('are those the list names, and none of the theme’s own', () => {
    expect(new Set(recipeNames(laterRecipesConfig))).toEqual(LATER_RECIPES);
    expect(recipeNames(chakraTheme).filter((name) => LATER_RECIPES.has(name))).toEqual([]);
  });

  it('style a component added later as if the system had them from the start', () => {
    const later = createSystem(...SYSTEM_CONFIGS);
    addRecipes(later, laterRecipesConfig);
    const whole = createSystem(...SYSTEM_CONFIGS, laterRecipesConfig);
    expect(later.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(
      whole.getSlotRecipeFn('dialog')({ size: 'md' }),
    );
    expect(later.getRecipeFn('kbd')({})).toEqual(whole.getRecipeFn('kbd')({}));
    // The theme's own are still there.
    expect(later.getRecipeFn('button')({})).toEqual(whole.getRecipeFn('button')({}));
  });

  it('cannot reach a system made without a theme, and say so rather than add nothing', () => {
    expect(() => addRecipes(createSystem({}), laterRecipesConfig)).toThrow('made with a theme');
  });
});

describe('a component asking for a later recipe before it loaded', () => {
  function guardedSystem() {
    const target = createSystem(...SYSTEM_CONFIGS);
    const state = { loaded: false, loads: 0 };
    guardEarlyRecipes(target, { isLoaded: () => state.loaded, load: () => (state.loads += 1) });
    return { target, state };
  }

  it('gets an empty recipe, not kept, starts the load and says so in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { target, state } = guardedSystem();
    expect(target.getSlotRecipeFn('dialog')({})).toEqual({});
    expect(state.loads).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"dialog" recipe'));

    addRecipes(target, laterRecipesConfig);
    state.loaded = true;
    expect(Object.keys(target.getSlotRecipeFn('dialog')({}))).toContain('content');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('leaves the theme’s recipes and names that are no recipe alone', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { target, state } = guardedSystem();
    expect(target.getRecipeFn('button')({})).not.toEqual({});
    target.getRecipeFn('text');
    expect(state.loads).toBe(0);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
