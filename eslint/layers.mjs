import path from 'node:path';

/**
 * The layers of src/ (issue 17, README 'How the code is laid out'): what the code of each top-level folder may
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
  api: ['notifications'],
  notifications: [],
  serviceWorker: [],
  sidecar: ['demo'],
  demo: [],
};

/** The app folder's kit, which every layer may use: typed hooks, the thunk extra, small React helpers. */
const APP_KIT = [
  'hooks',
  'extra',
  'listener',
  'environment',
  'lazyNamed',
  'useBecameTrue',
  'pageLocation',
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
        "src/{{from}} may not import src/{{to}} at run time (layers: README 'How the code is laid out'); a type-only import is fine.",
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
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || isTypeOnly(node)) return;
      const target = topFolder(srcDir, path.resolve(path.dirname(file), source));
      if (!target || target.folder === here.folder) return;
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
