import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Marks the bundle's own <script defer> tags `fetchpriority="high"`. A deferred script is a
 * low-priority download for Chrome, which on a slow network holds it back behind the boot script's requests (the
 * data, the page's chunks): the main chunk then arrived a round trip after the chunks it loads.
 */
export class HighPriorityScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(HighPriorityScriptsPlugin.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        HighPriorityScriptsPlugin.name,
        (groups) => {
          for (const tag of [...groups.headTags, ...groups.bodyTags]) {
            if (tag.tagName === 'script' && tag.attributes.src)
              tag.attributes.fetchpriority = 'high';
          }
          return groups;
        },
      );
    });
  }
}
