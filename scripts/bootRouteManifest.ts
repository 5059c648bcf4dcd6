import ts from 'typescript';

/**
 * What the boot script does not read of a page or group (src/boot reads their paths, chunks, first screens and first
 * data): the app's titles, tab titles and sidebar entries, and whether the store's prefetch asks for a list whatever the query.
 */
const NOT_FOR_BOOT = new Set(['title', 'tab', 'tabSection', 'nav', 'listWhateverQuery']);

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) ? property.name.text : '';

/** An entry left with its path alone (or with no pages): the boot script finds nothing in it. */
function saysNothing(entry: ts.ObjectLiteralExpression): boolean {
  return entry.properties.every((property) => {
    if (nameOf(property) === 'path') return true;
    return (
      nameOf(property) === 'pages' &&
      ts.isPropertyAssignment(property) &&
      ts.isArrayLiteralExpression(property.initializer) &&
      property.initializer.elements.length === 0
    );
  });
}

/**
 * A webpack loader for src/manifest/routeManifest.ts when the boot script imports it (webpack.config.ts): the
 * manifest without what only the app reads (titles, sidebar entries...), nor the entries then left with a path alone,
 * so that the boot script, written into every page, carries only the data it reads. The app's own import (the
 * sidebar, the routes) gets the whole manifest.
 */
export default function bootRouteManifest(source: string): string {
  const file = ts.createSourceFile('routeManifest.ts', source, ts.ScriptTarget.Latest, true);
  let found = false;
  const slim: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'ROUTE_MANIFEST'
      )
        found = true;
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isObjectLiteralExpression(visited))
        return ts.factory.updateObjectLiteralExpression(
          visited,
          visited.properties.filter((property) => !NOT_FOR_BOOT.has(nameOf(property))),
        );
      if (ts.isArrayLiteralExpression(visited))
        return ts.factory.updateArrayLiteralExpression(
          visited,
          visited.elements.filter(
            (element) => !(ts.isObjectLiteralExpression(element) && saysNothing(element)),
          ),
        );
      return visited;
    };
    return (sourceFile) => ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
  const [transformed] = ts.transform(file, [slim]).transformed;
  if (!found || !transformed)
    throw new Error(
      'src/manifest/routeManifest.ts no longer declares ROUTE_MANIFEST: see scripts/bootRouteManifest.ts',
    );
  return ts.createPrinter().printFile(transformed);
}
