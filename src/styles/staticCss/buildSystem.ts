import { createSystem } from '@chakra-ui/react';
import { SYSTEM_CONFIGS } from '../chakraSystem';
import { laterRecipesConfig } from '../laterRecipes';
import { globalCssConfig } from './globalCssConfig';

/**
 * The bundle's Chakra system with the recipes it loads later and what its global CSS needs: the build's, for
 * index.html (never in the bundle).
 */
export const buildSystem = createSystem(...SYSTEM_CONFIGS, laterRecipesConfig, globalCssConfig);
