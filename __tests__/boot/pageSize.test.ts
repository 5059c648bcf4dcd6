import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageSizeOfSettingsBody } from '../../src/boot/pageSize';

const SRC = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The files of src/ that give `name` a value of their own (not a re-export or an import). */
function definitionsOf(name: string): string[] {
  const definition = new RegExp(`\\b${name}\\s*(:[^=\\n;,)?]*)?=[^=>]`);
  return sourceFiles(SRC)
    .filter((file) => definition.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file).split('\\').join('/'));
}

describe('the page size has one owner (src/boot/pageSize.ts)', () => {
  it('defines the default page size and the offered sizes once', () => {
    expect(definitionsOf('DEFAULT_PAGE_SIZE')).toEqual(['boot/pageSize.ts']);
    expect(definitionsOf('PAGE_SIZES')).toEqual(['boot/pageSize.ts']);
  });

  it('reads the size of the settings as the server sent them, the default when they give none', () => {
    expect(pageSizeOfSettingsBody({ general: { page_size: 25 } })).toBe(25);
    expect(pageSizeOfSettingsBody({ general: { page_size: -1 } })).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSizeOfSettingsBody({ general: {} })).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSizeOfSettingsBody(null)).toBe(DEFAULT_PAGE_SIZE);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });
});
