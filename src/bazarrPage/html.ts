/** Bazarr renders index.html as a Jinja template; this does the same two substitutions. */

export interface InjectedEnvironment {
  baseUrl: string;
  canUpdate: boolean;
  hasUpdate: boolean;
  apiKey?: string;
}

/** Jinja's `tojson`: JSON with <, >, & and ' escaped, so it is safe inside HTML and a JS string. */
export function tojson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027');
}

const BASE_URL = /\{\{\s*baseUrl\s*\}\}/g;
const INJECT = /\{\{\s*BAZARR_SERVER_INJECT\s*\|\s*tojson\s*\|\s*safe\s*\}\}/g;

/** `{{baseUrl}}` becomes the base URL with a trailing slash; the inject placeholder becomes the JSON. */
export function renderIndex(template: string, environment: InjectedEnvironment): string {
  const json = tojson(environment);
  return template.replace(BASE_URL, () => `${environment.baseUrl}/`).replace(INJECT, () => json);
}

/** Used when no bundle is around (unit tests, msw): enough to see the injection. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <base href="{{baseUrl}}" />
    <title>Bazarr</title>
    <script>
      try {
        window.Bazarr = JSON.parse(\`{{BAZARR_SERVER_INJECT | tojson | safe}}\`);
      } catch (error) {}
    </script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
