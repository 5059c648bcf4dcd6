import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakraTheme';

/** Bazarr's purple ('grape'), used as the `brand` colorPalette for primary actions. */
const brandScale = {
  50: '#f8f0fc',
  100: '#f3d9fa',
  200: '#eebefa',
  300: '#e599f7',
  400: '#da77f2',
  500: '#cc5de8',
  600: '#ae3ec9',
  700: '#9c36b5',
  800: '#862e9c',
  900: '#6b2480',
  950: '#4a1859',
};

const appConfig = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
      colors: {
        brand: Object.fromEntries(
          Object.entries(brandScale).map(([step, value]) => [step, { value }]),
        ),
      },
      sizes: {
        header: { value: '64px' },
        sidebar: { value: '220px' },
      },
    },
    semanticTokens: {
      colors: {
        // The slots Chakra's recipes read from a colorPalette (solid buttons, badges, focus rings).
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.700}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

/**
 * The configurations the bundle's system merges, in order; the build's system adds what its global CSS needs
 * (staticCss/buildSystem.ts).
 */
export const SYSTEM_CONFIGS = [defaultBaseConfig, chakraTheme, appConfig] as const;

export const system = createSystem(...SYSTEM_CONFIGS);
