import { defaultConfig } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { chakraTheme } from '../../src/styles/chakraTheme';
import { laterRecipesConfig } from '../../src/styles/laterRecipes';
import { system } from '../../src/styles/chakraSystem';
import { shellScenario } from '../layout/shellScenario';
import { renderWithProviders, setupDemoServer } from '../support/render';

// The pages are stand-ins: what the shell renders must be styled by the theme's recipes (src/styles/chakraTheme.ts),
// which has only those of the components the app uses.
jest.mock('../../src/app/routeModules', () => jest.requireActual('../layout/stubRouteModules'));

const { backend } = setupDemoServer();
beforeEach(() => shellScenario(backend));

const THEME_RECIPES = new Set(
  [chakraTheme, laterRecipesConfig].flatMap((config) => [
    ...Object.keys(config.theme?.recipes ?? {}),
    ...Object.keys(config.theme?.slotRecipes ?? {}),
  ]),
);

/** The keys asked for that name one of Chakra's recipes the theme lacks ('text' names none at all). */
function missingFrom(keys: Set<string>): string[] {
  const chakraRecipes = {
    ...defaultConfig.theme?.recipes,
    ...defaultConfig.theme?.slotRecipes,
  };
  return [...keys].filter((key) => key in chakraRecipes && !THEME_RECIPES.has(key));
}

/** The recipe keys Chakra's components ask the system for from now on. */
function recordRecipeKeys() {
  const keys = new Set<string>();
  const getRecipeFn = system.getRecipeFn.bind(system);
  const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
  jest.spyOn(system, 'getRecipeFn').mockImplementation((key, fallback) => {
    keys.add(key);
    return getRecipeFn(key, fallback);
  });
  jest.spyOn(system, 'getSlotRecipeFn').mockImplementation((key, fallback) => {
    keys.add(key);
    return getSlotRecipeFn(key, fallback);
  });
  return keys;
}

afterEach(() => jest.restoreAllMocks());

describe("the theme's Chakra recipes", () => {
  it('style the shell, its search suggestions and its hints', async () => {
    const keys = recordRecipeKeys();
    const { user } = renderWithProviders({ route: '/series' });
    expect(await screen.findByRole('heading', { name: 'series', level: 1 })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'b');
    expect(await screen.findByRole('option', { name: 'Breaking Bad (2008)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'System' }));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();

    expect(keys).toContain('button');
    expect(keys).toContain('tooltip');
    expect(missingFrom(keys)).toEqual([]);
  });

  it('style the 404 page, which loads no chunk', async () => {
    const keys = recordRecipeKeys();
    renderWithProviders({ route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(keys).toContain('heading');
    expect(missingFrom(keys)).toEqual([]);
  });

  it('style the crash screen', async () => {
    const keys = recordRecipeKeys();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders({ route: '/series/crash' });
    expect(await screen.findByText(/Series page exploded/)).toBeInTheDocument();
    expect(missingFrom(keys)).toEqual([]);
  });
});
