import { createSystem } from '@chakra-ui/react';
import { SYSTEM_CONFIGS } from '../chakraSystem';
import { globalCssConfig } from './globalCssConfig';

/** The bundle's Chakra system with what its global CSS needs: the build's, for index.html (never in the bundle). */
export const buildSystem = createSystem(...SYSTEM_CONFIGS, globalCssConfig);
