import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of src/ (docs/architecture.md): which top-level folders the code of each may import,
 * type-only imports included (a type belongs to the layer that owns it; the store's types are declared in
 * src/lib/store.ts and filled by src/app). No exceptions and no allow-list: a module every layer needs lives
 * in a low layer (src/lib, src/styles, src/domain, src/manifest). A top-level folder (or file) missing here is
 * reported, so a new one has to be placed. Relative imports and the path aliases of tsconfig.json are checked.
 *
 * Browser bundle, top to bottom (docs/architecture.md has the same picture):
 *   app, index (the composition root: store wiring, providers, routes, the entry) > pages > layout > features
 *   > tasks > realtime > entities > api > notifications > lib > styles; features > components > api, entities;
 *   pages and features > domain (Bazarr's rules); lib and api > boot > env; boot and layout > manifest (the
 *   pages' plain-data manifest).
 * Node only: sidecar and demo share bazarrPage (Bazarr's page helpers), which the build's CSS (styles) uses too;
 * demo uses domain.
 */
const LOWER = {
  app: '*',
  index: '*',
  pages: [
    'layout',
    'features',
    'components',
    'tasks',
    'realtime',
    'entities',
    'api',
    'notifications',
    'domain',
    'lib',
    'styles',
    'env',
  ],
  layout: [
    'manifest',
    'features',
    'components',
    'tasks',
    'realtime',
    'entities',
    'api',
    'notifications',
    'lib',
    'styles',
    'env',
  ],
  features: [
    'components',
    'tasks',
    'realtime',
    'entities',
    'api',
    'notifications',
    'domain',
    'lib',
    'styles',
    'env',
  ],
  components: ['api', 'entities', 'notifications', 'lib', 'styles', 'env'],
  tasks: ['realtime', 'api', 'entities', 'notifications', 'lib', 'env'],
  realtime: ['api', 'entities', 'notifications', 'lib', 'env'],
  entities: ['api', 'notifications', 'lib', 'env'],
  api: ['notifications', 'domain', 'boot', 'lib', 'env'],
  notifications: ['lib', 'styles', 'env'],
  // The kit every layer uses (typed hooks, the thunk extra, lazyNamed, whenIdle...).
  lib: ['styles', 'boot', 'env'],
  // The Chakra system and the build-time CSS (which keeps Jinja's braces out of index.html: bazarrPage/jinja).
  styles: ['bazarrPage'],
  // Bazarr's rules (what fills a profile item): pure, for the app and the demo alike.
  domain: [],
  // The boot script runs before the bundle: it may use nothing of it but the pages' plain-data manifest.
  boot: ['manifest', 'env'],
  env: [],
  // The pages' manifest (paths, titles, sidebar entries, chunks, first data): plain data the boot script reads too.
  manifest: [],
  serviceWorker: [],
  // Bazarr's page template and paths, for the two servers that stand in for Bazarr.
  bazarrPage: [],
  sidecar: ['bazarrPage'],
  demo: ['bazarrPage', 'domain'],
};

/**
 * Layers inside a folder: what each of its subfolders may import from its siblings. The demo's core (state, seed,
 * Bazarr's rules, routes) is all that msw and unit tests load; the HTTP server's extras (express, the page and its
 * CSP, hostile text, latency, proxy, UI serving) build on it and reach it only through hooks it is given.
 */
const INNER = {
  demo: { core: [], server: ['core'] },
};

/** tsconfig.json's `paths` ('@x/*': ['./src/x/*']), read once per working directory. */
const tsconfigPaths = new Map();
function readTsconfigPaths(cwd) {
  if (!tsconfigPaths.has(cwd)) {
    let paths = {};
    try {
      const config = JSON.parse(readFileSync(path.join(cwd, 'tsconfig.json'), 'utf8'));
      const base = path.resolve(cwd, config.compilerOptions?.baseUrl ?? '.');
      paths = Object.fromEntries(
        Object.entries(config.compilerOptions?.paths ?? {}).map(([alias, targets]) => [
          alias,
          targets.map((target) => path.resolve(base, target)),
        ]),
      );
    } catch {
      // No tsconfig.json (or not plain JSON): relative imports only.
    }
    tsconfigPaths.set(cwd, paths);
  }
  return tsconfigPaths.get(cwd);
}

/** The file an import names: relative, or through an alias ('@x/*' -> '/abs/src/x/*'); null for a package. */
function importedPath(source, file, aliases) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  for (const [alias, targets] of Object.entries(aliases)) {
    const star = alias.indexOf('*');
    const [prefix, suffix] = star < 0 ? [alias, ''] : [alias.slice(0, star), alias.slice(star + 1)];
    const matches =
      star < 0
        ? source === alias
        : source.startsWith(prefix) &&
          source.endsWith(suffix) &&
          source.length >= prefix.length + suffix.length;
    if (!matches || targets.length === 0) continue;
    const middle = star < 0 ? '' : source.slice(prefix.length, source.length - suffix.length);
    return targets[0].replace('*', middle);
  }
  return null;
}

function topFolder(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return { folder: rest.length === 0 ? first.replace(/\.[^.]+$/, '') : first, rest };
}

export const layersRule = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        'src/{{from}} may not import src/{{to}}, types included (layers: eslint/layers.mjs, docs/architecture.md).',
      inner:
        'src/{{from}} may not import src/{{to}} (eslint/layers.mjs INNER); pass what it needs as an option.',
      unknown:
        'src/{{folder}} is not a layer: place it in eslint/layers.mjs (LOWER) and in docs/architecture.md.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          // Path aliases, as tsconfig's compilerOptions.paths spells them (default: tsconfig.json's).
          paths: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const srcDir = path.join(context.cwd, 'src');
    const here = topFolder(srcDir, file);
    if (!here) return {};
    const option = context.options[0]?.paths;
    const aliases = option
      ? Object.fromEntries(
          Object.entries(option).map(([alias, targets]) => [
            alias,
            targets.map((target) => path.resolve(context.cwd, target)),
          ]),
        )
      : readTsconfigPaths(context.cwd);
    const allowed = LOWER[here.folder];
    const checkInner = (node, from, to) => {
      const inner = INNER[from.folder];
      const [fromSub, toSub] = [from.rest[0], to.rest[0]];
      if (!inner || fromSub === toSub || !(fromSub in inner) || !(toSub in inner)) return;
      if (!inner[fromSub].includes(toSub))
        context.report({
          node,
          messageId: 'inner',
          data: { from: `${from.folder}/${fromSub}`, to: `${to.folder}/${toSub}` },
        });
    };
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const imported = importedPath(source, file, aliases);
      const target = imported && topFolder(srcDir, imported);
      if (!target || allowed === undefined) return;
      if (target.folder === here.folder) {
        checkInner(node, here, target);
        return;
      }
      if (!(target.folder in LOWER))
        context.report({ node, messageId: 'unknown', data: { folder: target.folder } });
      else if (allowed !== '*' && !allowed.includes(target.folder))
        context.report({
          node,
          messageId: 'upward',
          data: { from: here.folder, to: target.folder },
        });
    };
    return {
      Program(node) {
        if (allowed === undefined)
          context.report({ node, messageId: 'unknown', data: { folder: here.folder } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // `import x = require('...')` and `typeof import('...')` name modules too.
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference?.type === 'TSExternalModuleReference')
          check({ ...node, source: node.moduleReference.expression });
      },
      TSImportType(node) {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check({ ...node, source: literal });
      },
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
