import path from 'node:path';
import type { Configuration } from 'webpack';

export const SIDECAR_FILE = 'subtitle-desk-server.mjs';

/**
 * The sidecar server as one ES module for Node 20+: our TypeScript compiled in, Node's built-ins imported, nothing
 * from node_modules. Not minified, so that whoever runs it can read it.
 */
export function sidecarConfig(root: string, outputDir: string): Configuration {
  return {
    mode: 'production',
    context: root,
    target: 'node20',
    entry: './src/sidecar/main.ts',
    devtool: false,
    output: {
      path: outputDir,
      filename: SIDECAR_FILE,
      module: true,
      chunkFormat: 'module',
      clean: false,
    },
    experiments: { outputModule: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      // import.meta.url stays as is: the server finds the bundle beside itself at run time.
      parser: { javascript: { importMeta: false } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    // Anything from node_modules in this file would be a mistake: fail the build rather than ship it.
    externals: [
      ({ request }, callback) => {
        if (
          request &&
          !request.startsWith('.') &&
          !request.startsWith('node:') &&
          !path.isAbsolute(request)
        )
          callback(new Error(`The sidecar must use Node's built-ins only, not '${request}'`));
        else callback();
      },
    ],
  };
}
