import { defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { codeRecipe } from '@chakra-theme/recipes/code.js';
import { containerRecipe } from '@chakra-theme/recipes/container.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton.js';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';

/**
 * Chakra's default theme, with the recipes of the components this app uses only. Chakra's own theme module builds
 * the recipes of all ~90 components into one object, which no bundler can trim (about 115 KB of the first chunk),
 * so this file composes the theme from Chakra's theme files the way that module does ('@chakra-theme' is an alias
 * of the theme folder of @chakra-ui/react's dist in webpack, TypeScript and jest). A component whose recipe is
 * missing renders unstyled: add its recipe here when you start using a new kind of Chakra component
 * (__tests__/app/themeRecipes.test.tsx checks the shell's). Only the recipes of what the shell and the first
 * screens of the lists and item pages render are here; the others come in a chunk of their own before anything
 * else renders (src/styles/laterRecipes.ts). What only the global CSS needs (the reset, the global styles, the
 * keyframes) is the build's alone: src/styles/staticCss/globalCssConfig.ts.
 */
export const chakraTheme = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
      icon: iconRecipe,
      skeleton: skeletonRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
    },
  },
});
