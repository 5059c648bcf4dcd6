import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { layersRule } from '../../eslint/layers.mjs';

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const at = (file: string) => path.join(process.cwd(), 'src', file);

tester.run('layers', layersRule, {
  valid: [
    {
      filename: at('pages/wanted/WantedView.tsx'),
      code: "import { x } from '../../features/lists';",
    },
    { filename: at('features/lists/a.ts'), code: "import { x } from '../../components/table';" },
    { filename: at('api/series.ts'), code: "import { seriesReceived } from './entityActions';" },
    { filename: at('entities/seriesSlice.ts'), code: "import { seriesApi } from '../api/series';" },
    // The store's types come from the kit (src/lib/store.ts), which every layer may use.
    { filename: at('api/writeRefresh.ts'), code: "import type { RootState } from '../lib/store';" },
    { filename: at('realtime/a.ts'), code: "import { type RootState } from '../lib/store';" },
    { filename: at('features/a.ts'), code: "import { useAppSelector } from '../lib/hooks';" },
    { filename: at('lib/lazyNamed.tsx'), code: "import { x } from '../styles/recipesOnDemand';" },
    // The composition root sees everything.
    { filename: at('app/store.ts'), code: "import { x } from '../pages/series/detail/slice';" },
    {
      filename: at('app/store.ts'),
      code: "declare module '../lib/store' { interface RootState {} }",
    },
    // Bazarr's rules, for the pages and the demo alike.
    {
      filename: at('demo/core/state/missing.ts'),
      code: "import { x } from '../../../domain/bazarrRules';",
    },
    // Aliases that lead out of src/ (tsconfig's '@chakra-theme/*') are packages.
    {
      filename: at('styles/chakraTheme.ts'),
      code: "import { x } from '@chakra-theme/breakpoints.js';",
    },
    {
      filename: at('api/a.ts'),
      code: "import { x } from '@app/store';",
      options: [{ paths: { '@app/*': ['node_modules/app/*'] } }],
    },
    // A folder's own subfolder named like a layer is not that layer.
    {
      filename: at('components/table/DataTable.tsx'),
      code: "import { x } from '../layout/EmptyState';",
    },
    // The demo server builds on the demo core; the sidecar uses Bazarr's page rendering (src/bazarrPage).
    { filename: at('demo/server/start.ts'), code: "import { x } from '../core/backend';" },
    { filename: at('demo/core/backend.ts'), code: "import { x } from './routes/index';" },
    { filename: at('sidecar/page.ts'), code: "import { x } from '../bazarrPage/html';" },
  ],
  invalid: [
    { filename: at('api/series.ts'), code: "import { x } from '../entities/seriesSlice';" },
    { filename: at('api/series.ts'), code: "import { store } from '../app/store';" },
    { filename: at('components/a.tsx'), code: "import { x } from '../features/lists';" },
    { filename: at('features/a.ts'), code: "import { x } from '../layout/Sidebar';" },
    { filename: at('layout/a.tsx'), code: "import { x } from '../pages/errors/NotFoundPage';" },
    { filename: at('realtime/a.ts'), code: "import { x } from '../tasks/tasksSlice';" },
    { filename: at('pages/a.tsx'), code: "const page = import('../demo/core/backend');" },
    // Types belong to the layer that owns them: a type-only upward import is an upward import.
    { filename: at('api/a.ts'), code: "import type { RootState } from '../app/store';" },
    { filename: at('realtime/a.ts'), code: "import { type AppExtra } from '../app/extra';" },
    { filename: at('tasks/a.ts'), code: "export type { ToolTaskName } from '../features/tools';" },
    { filename: at('api/a.ts'), code: "type State = typeof import('../entities/seriesSlice');" },
    // No allow-list: the kit lives in src/lib, and nothing below app imports src/app.
    { filename: at('features/a.ts'), code: "import { useAppSelector } from '../app/hooks';" },
    { filename: at('lib/a.ts'), code: "import { x } from '../api/baseApi';" },
    { filename: at('sidecar/page.ts'), code: "import { x } from '../demo/server/page';" },
    // Path aliases are checked as the path they stand for.
    {
      filename: at('api/a.ts'),
      code: "import { store } from '@app/store';",
      options: [{ paths: { '@app/*': ['src/app/*'] } }],
    },
  ].map((test) => ({ ...test, errors: [{ messageId: 'upward' }] })),
});

// Every top-level folder of src/ has a place: a new one is reported, where it is and where it is imported.
tester.run('folders the rule does not know', layersRule, {
  valid: [],
  invalid: [
    {
      filename: at('helpers/a.ts'),
      code: 'export const a = 1;',
      errors: [{ messageId: 'unknown' }],
    },
    {
      filename: at('api/a.ts'),
      code: "import { x } from '../helpers/a';",
      errors: [{ messageId: 'unknown' }],
    },
  ],
});

// The demo core (what msw and unit tests load) never pulls in the HTTP server's extras.
tester.run('layers inside src/demo', layersRule, {
  valid: [],
  invalid: [
    { filename: at('demo/core/backend.ts'), code: "import { renderPage } from '../server/page';" },
    { filename: at('demo/core/routes/a.ts'), code: "import { x } from '../../server/latency';" },
    { filename: at('demo/core/routes/a.ts'), code: "import type { x } from '../../server/page';" },
    { filename: at('demo/core/a.ts'), code: "const server = import('../server/server');" },
  ].map((test) => ({ ...test, errors: [{ messageId: 'inner' }] })),
});
