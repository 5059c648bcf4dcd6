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
    // Types cost nothing at run time and make no cycle.
    { filename: at('api/writeRefresh.ts'), code: "import type { RootState } from '../app/store';" },
    { filename: at('realtime/a.ts'), code: "import { type RootState } from '../app/store';" },
    // The app kit, and the composition root that sees everything.
    { filename: at('features/a.ts'), code: "import { useAppSelector } from '../app/hooks';" },
    { filename: at('app/store.ts'), code: "import { x } from '../pages/series/detail/slice';" },
    // A folder's own subfolder named like a layer is not that layer.
    {
      filename: at('components/table/DataTable.tsx'),
      code: "import { x } from '../layout/EmptyState';",
    },
    // The demo server builds on the demo core; the sidecar uses Bazarr's page rendering (src/bazarrPage).
    { filename: at('demo/server/start.ts'), code: "import { x } from '../core/backend';" },
    { filename: at('demo/core/backend.ts'), code: "import { x } from './routes/index';" },
    { filename: at('demo/core/routes/a.ts'), code: "import type { x } from '../../server/page';" },
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
  ].map((test) => ({ ...test, errors: [{ messageId: 'upward' }] })),
});

// The demo core (what msw and unit tests load) never pulls in the HTTP server's extras.
tester.run('layers inside src/demo', layersRule, {
  valid: [],
  invalid: [
    { filename: at('demo/core/backend.ts'), code: "import { renderPage } from '../server/page';" },
    { filename: at('demo/core/routes/a.ts'), code: "import { x } from '../../server/latency';" },
    { filename: at('demo/core/a.ts'), code: "const server = import('../server/server');" },
  ].map((test) => ({ ...test, errors: [{ messageId: 'inner' }] })),
});
