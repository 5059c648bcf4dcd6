import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { jinjaOpening } from '../src/bazarrPage/jinja';

/**
 * Writes the boot entry's script into index.html instead of linking it: it then runs while the page is
 * parsed, so the first data is asked for before the bundle's files are, not one download later. The script must hold
 * nothing Jinja reads (jinja.ts), nor end the <script>.
 */
export class InlineBootScriptPlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(InlineBootScriptPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        InlineBootScriptPlugin.name,
        (groups) => {
          const files = [...(compilation.entrypoints.get(this.entry)?.getFiles() ?? [])];
          const script = files.find((file) => file.endsWith('.js'));
          if (!script) return groups;
          const source = inlineSource(compilation, script);
          groups.headTags = groups.headTags.map((tag) =>
            tag.tagName === 'script' && String(tag.attributes.src ?? '').endsWith(script)
              ? { tagName: 'script', voidTag: false, attributes: {}, innerHTML: source, meta: {} }
              : tag,
          );
          // Never downloaded now: not shipped either.
          for (const file of files) deleteWithMap(compilation, file);
          return groups;
        },
      );
    });
  }
}

function inlineSource(compilation: Compilation, file: string): string {
  const source = String(compilation.getAsset(file)?.source.source() ?? '')
    .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')
    .trim();
  const jinjaAt = source.search(jinjaOpening);
  if (jinjaAt >= 0)
    throw new Error(
      `${file} cannot be inlined: it contains "${source.slice(jinjaAt, jinjaAt + 2)}"`,
    );
  if (/<\/script/i.test(source))
    throw new Error(`${file} cannot be inlined: it contains "</script"`);
  return source;
}

function deleteWithMap(compilation: Compilation, file: string): void {
  const map = compilation.getAsset(file)?.info.related?.sourceMap;
  compilation.deleteAsset(file);
  for (const related of [map ?? []].flat()) compilation.deleteAsset(related);
}
