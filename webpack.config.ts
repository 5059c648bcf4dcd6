import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { EagerCompileHintPlugin } from './scripts/eagerCompileHint';
import { HighPriorityScriptsPlugin } from './scripts/highPriorityScripts';
import { InlineBootScriptPlugin } from './scripts/inlineBootScript';
import { FIRST_SCREENS, type ChunkListing } from './src/boot/routeChunks';

type Env = Record<string, string | boolean | undefined>;

/** package.json's version and issue tracker, shown by the UI (src/lib/appInfo.ts). */
function appInfo(): { version: string; bugsUrl: string } {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
    version: string;
    bugs?: string | { url?: string };
  };
  const bugsUrl = typeof pkg.bugs === 'string' ? pkg.bugs : (pkg.bugs?.url ?? '');
  return { version: pkg.version, bugsUrl };
}

/** The entries of the bundle, in the order their scripts run. */
const BUNDLE_ENTRIES = ['theme', 'state', 'main'];

/**
 * The bundle's script files, and those of each named lazy chunk group (a route group, a page:
 * `webpackChunkName`) that the bundle does not hold already, so that the boot script can fetch those of the
 * address once the bundle is in (src/boot/routeChunks.ts, ChunkListing).
 */
function routeChunks(compilation: webpack.Compilation): ChunkListing {
  const bundle = BUNDLE_ENTRIES.flatMap((name) =>
    (compilation.entrypoints.get(name)?.getFiles() ?? []).filter((file) => file.endsWith('.js')),
  );
  const initial = new Set(bundle);
  const groups: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (compilation.entrypoints.has(name)) continue;
    groups[name] = group.getFiles().filter((file) => file.endsWith('.js') && !initial.has(file));
  }
  return { bundle, groups };
}
type Argv = { mode?: 'development' | 'production' | 'none' };

/**
 * `env.hot` (development only, set by `npm run dev`, src/demo/server/start.ts): hot module replacement, with the client
 * of src/demo/server/hotClient.ts listening to the dev server's build events.
 */
export default function config(env: Env = {}, argv: Argv = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const hot = !production && env.hot === true;
  const info = appInfo();
  return {
    mode: production ? 'production' : 'development',
    entry: {
      // Asks for the first data while the bundle downloads (src/boot); self-contained, written into index.html.
      // Its modules are a layer of their own: the manifest it reads is the boot copy (below).
      boot: { import: './src/boot/index.ts', runtime: false, layer: 'boot' },
      // Chakra's system (its token dictionary: ~300 ms at 4x CPU) in files of its own, a fifth of the bundle: it runs
      // as soon as they are in, while react-dom and the rest still download on a slow line. It starts
      // the page's chunks first (src/boot/bundleStarted.ts).
      theme: ['./src/boot/bundleStarted.ts', './src/styles/chakraSystem.ts'],
      // The store (Redux Toolkit, RTK Query's endpoints, zod's schemas) in a file of its own, run once it is in: the
      // first page's data, which the boot script asked for, is parsed and stored while react-dom and the shell still
      // download (src/app/startState.ts).
      state: { import: './src/app/startState.ts', dependOn: 'theme' },
      main: {
        import: hot ? ['./src/demo/server/hotClient.ts', './src/index.tsx'] : './src/index.tsx',
        dependOn: 'state',
      },
      // The service worker: one self-contained file at the root of the build, so Bazarr serves it at {base}/sw.js
      // and its scope can be the whole app (see docs/reliability.md, 'Installable app and offline shell').
      sw: { import: './src/serviceWorker/sw.ts', filename: 'sw.js', runtime: false },
    },
    output: {
      path: path.resolve(__dirname, 'build'),
      // Relative to <base href="{{baseUrl}}">, so the bundle works under any base URL.
      publicPath: './',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks by number alone and a 6-digit hash: the runtime, which every page loads first, carries a map of
      // each chunk's hash, and would carry one of their names (about 0.4 KB gzip together). The hash only tells a
      // new file from an old one of the same number. index.html's route-chunks listing still groups them by name.
      chunkFilename: production ? 'assets/[id].[contenthash:6].chunk.js' : 'assets/[name].chunk.js',
      clean: true,
      // Hot updates beside the other files, under assets/ (the only folder the page's server serves files from).
      ...(hot && {
        hotUpdateChunkFilename: 'assets/[id].[fullhash].hot-update.js',
        hotUpdateMainFilename: 'assets/[runtime].[fullhash].hot-update.json',
      }),
    },
    // No eval-based maps: the bundle must run under a CSP without 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Chakra's theme files one by one (see src/styles/chakraTheme.ts); its package exports list only the whole theme.
      alias: {
        '@chakra-theme': path.resolve(__dirname, 'node_modules/@chakra-ui/react/dist/esm/theme'),
        // react-router's package exports only its development build (dev warnings on); the production one ships
        // beside it.
        ...(production && {
          'react-router$': path.resolve(
            __dirname,
            'node_modules/react-router/dist/production/index.mjs',
          ),
          'react-router/dom$': path.resolve(
            __dirname,
            'node_modules/react-router/dist/production/dom-export.mjs',
          ),
        }),
      },
    },
    experiments: { layers: true },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // Chakra's global CSS is written into index.html by the build, not computed by the bundle at every start.
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          // Not in the compilation of index.html's template, which computes that CSS.
          compiler: { not: /^HtmlWebpackCompiler/ },
          use: path.resolve(__dirname, 'scripts/skipChakraGlobalCss.ts'),
        },
        {
          // The boot script's copy of the pages' manifest: what it reads, without titles and sidebar entries (the
          // bundle's modules of src/boot read the app's copy, which the sidebar and the routes share).
          test: /[\\/]src[\\/]manifest[\\/]routeManifest\.ts$/,
          issuerLayer: 'boot',
          use: path.resolve(__dirname, 'scripts/bootRouteManifest.ts'),
        },
        {
          // Only the anatomies of the components whose recipes the app uses.
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
          use: path.resolve(__dirname, 'scripts/pureChakraAnatomy.ts'),
        },
        {
          // That CSS, and the looks' (src/**/*.looks.ts), are computed in node by index.html's template: Emotion's
          // server build, which needs no page.
          test: /[\\/]src[\\/]styles[\\/]staticCss[\\/](chakraGlobalCss|looksCss|emotionCss)\.ts$/,
          resolve: {
            conditionNames: ['webpack', 'production', 'module', 'import', 'require', 'default'],
          },
        },
        {
          // Shared pieces and the library pages are imported through index files. They run nothing on import, so
          // webpack may leave out of a chunk what it does not use (the settings' form fields from the series list).
          test: /[\\/]src[\\/](components|features|pages[\\/]library)[\\/]/,
          sideEffects: false,
        },
        {
          // Only the components and contexts of react-router the app uses.
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/,
          use: path.resolve(__dirname, 'scripts/pureReactRouter.ts'),
        },
        {
          // Emotion imports it bare for its withTheme, which nothing uses; its package does not say that importing
          // it runs nothing, so without this it (and react-is) would ship in the first chunk.
          test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'static/index.html',
        templateParameters: (compilation) => ({
          routeChunks: JSON.stringify(routeChunks(compilation)),
        }),
        scriptLoading: 'defer',
        excludeChunks: ['sw'],
      }),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(info.version),
        __BUGS_URL__: JSON.stringify(info.bugsUrl),
      }),
      new InlineBootScriptPlugin('boot'),
      new HighPriorityScriptsPlugin(),
      // Chakra's system (the theme entry's files: createSystem runs nearly all of them), the store (the state entry)
      // and the app's start (the main chunk itself, not the vendor chunk it shares) are compiled while they download.
      ...(production
        ? [
            new EagerCompileHintPlugin((compilation) => [
              ...(compilation.entrypoints.get('theme')?.getFiles() ?? []),
              ...(compilation.entrypoints.get('state')?.getEntrypointChunk().files ?? []),
              ...(compilation.entrypoints.get('main')?.getEntrypointChunk().files ?? []),
            ]),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'static', to: '.', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(hot ? [new webpack.HotModuleReplacementPlugin()] : []),
    ],
    performance: { hints: false },
    optimization: {
      // The theme and state entries stay one file each (a browser has six connections per server, and the first
      // visit also fetches its data and the page's chunks); the main entry shares its packages in a vendor chunk
      // that is not hinted for eager compiling (see below). The service worker and the boot script stay one file.
      splitChunks: {
        // A first screen's chunk (a list, a detail page) stays one file whatever it shares with the others: on a
        // slow network each file costs a round trip once the six connections are busy with the bundle and the
        // page's data, and the long series' page waited for the last of its six files (throttled first
        // rows -0.3 s). The price: what they share downloads again on the way from /series to /movies (15 KB gzip
        // instead of 1.3). The other lazy chunks (settings, modals) share split files.
        chunks: (chunk) =>
          chunk.name === 'main' ||
          (!chunk.canBeInitial() && !(chunk.name && FIRST_SCREENS.has(chunk.name))),
        // Fewer, larger files per lazy page that shares split files (some modules then ship in more than one): the
        // series page took 19 before it was one file.
        maxAsyncRequests: 3,
      },
      // webpack's own HTML minifier rewrites the inline script's template literal around Bazarr's injected JSON
      // into a double-quoted string, which the JSON's quotes then break (window.Bazarr stays undefined).
      minimizeOptions: { html: false },
      // One runtime for the app's entry; the service worker and the boot script (runtime: false above) carry none.
      runtimeChunk: 'single',
    },
  };
}
