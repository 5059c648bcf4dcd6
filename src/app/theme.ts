import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body, #root': { height: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
