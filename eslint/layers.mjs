import path from 'node:path';

/**
 * The layers of src/ (docs/architecture.md): what the code of each top-level folder may
 * import from the others, at run time. Type-only imports are free (they vanish from the bundle and make no
 * cycle). `app` is the composition root (App, routes, the store's wiring); the layers below it may use only its kit
 * (APP_KIT: typed hooks, the thunk extra, small React helpers), which imports nothing of theirs at run time.
 */
const LOWER = {
  // The composition root (App, routes, store wiring) sees everything.
  app: '*',
  index: '*',
  pages: [
    'layout',
    'features',
    'components',
    'api',
    'entities',
    'realtime',
    'tasks',
    'notifications',
  ],
  layout: ['features', 'components', 'api', 'entities', 'realtime', 'tasks', 'notifications'],
  features: ['components', 'api', 'entities', 'realtime', 'tasks', 'notifications'],
  components: ['api', 'entities', 'notifications'],
  tasks: ['api', 'entities', 'realtime', 'notifications'],
  realtime: ['api', 'entities', 'notifications'],
  entities: ['api', 'notifications'],
  api: ['notifications', 'boot'],
  notifications: [],
  serviceWorker: [],
  // The boot script runs before the bundle: it may use nothing of it.
  boot: [],
  sidecar: ['demo'],
  demo: [],
};

/**
 * Layers inside a folder: what each of its subfolders may import from its siblings. The demo's core (state, seed,
 * Bazarr's rules, routes) is all that msw and unit tests load; the HTTP server's extras (express, the page and its
 * CSP, hostile text, latency, proxy, UI serving) build on it and reach it only through hooks it is given.
 */
const INNER = {
  demo: { core: [], server: ['core'] },
};

/** The app folder's kit, which every layer may use: typed hooks, the thunk extra, small React helpers. */
const APP_KIT = [
  'hooks',
  'extra',
  'listener',
  'environment',
  'lazyNamed',
  'useBecameTrue',
  'whenIdle',
  'pageLocation',
  'appInfo',
  'navigationGuard',
];

function topFolder(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return { folder: rest.length === 0 ? first.replace(/\.[^.]+$/, '') : first, rest };
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

export const layersRule = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        "src/{{from}} may not import src/{{to}} at run time (layers: docs/architecture.md); a type-only import is fine.",
      inner:
        'src/{{from}} may not import src/{{to}} at run time (eslint/layers.mjs INNER); pass what it needs as an option.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const srcDir = path.join(context.cwd, 'src');
    const here = topFolder(srcDir, file);
    if (!here) return {};
    const allowed = LOWER[here.folder];
    if (allowed === undefined || allowed === '*') return {};
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
      if (typeof source !== 'string' || !source.startsWith('.') || isTypeOnly(node)) return;
      const target = topFolder(srcDir, path.resolve(path.dirname(file), source));
      if (!target) return;
      if (target.folder === here.folder) {
        checkInner(node, here, target);
        return;
      }
      if (target.folder === 'app' && APP_KIT.includes(target.rest[0]?.replace(/\.[^.]+$/, '')))
        return;
      if (target.folder === 'env') return;
      if (!allowed.includes(target.folder))
        context.report({
          node,
          messageId: 'upward',
          data: { from: here.folder, to: target.folder },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
