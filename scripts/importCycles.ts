import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of a folder's TypeScript files, type-only and dynamic imports included (what the layer rule
 * and the bundle see), resolved the way tsc resolves them (tsconfig's paths too). Files outside the folder and
 * packages are left out.
 */
export function importGraph(root: string, tsconfig = 'tsconfig.json'): Map<string, string[]> {
  const configPath = path.resolve(tsconfig);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const files = listFiles(path.resolve(root));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && files.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

function listFiles(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, found);
    else if (/\.tsx?$/.test(entry.name)) found.add(full);
  }
  return found;
}

/** The graph's cycles, each once, as the file list of one loop (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
