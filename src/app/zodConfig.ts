import { z } from 'zod/mini';

/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that ability with a
 * `new Function('')` in a try/catch. Under a Content-Security-Policy without 'unsafe-eval' the probe fails
 * (so zod parses without compiling anyway) but the browser still reports a violation. Jitless mode skips
 * the probe. Imported first by src/index.tsx, before any schema is created (the setting is read then).
 * Set through zod/mini, the only zod API the app uses (response schemas and forms alike); the setting is zod's
 * core one.
 */
z.config({ jitless: true });
