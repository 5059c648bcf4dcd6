import { readFileSync } from 'node:fs';

/** A file of @chakra-ui/react's ES build, which webpack bundles and its loaders patch (jest runs the CommonJS one). */
export function chakraEsmSource(file: string): string {
  return readFileSync(
    require.resolve('@chakra-ui/react').replace(/dist[\\/]cjs[\\/].*$/, `dist/esm/${file}`),
    'utf8',
  );
}
