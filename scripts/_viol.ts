import path from 'node:path';
import { importGraph } from './importCycles';
const g = importGraph('src');
const top = (f: string) => { const r = path.relative('src', f).split(path.sep); return r.length === 1 ? r[0].replace(/\.[^.]+$/, '') : r[0]; };
const counts = new Map<string, string[]>();
for (const [f, ts] of g) for (const t of ts) { const a = top(f), b = top(t); if (a !== b) { const k = `${a} -> ${b}`; counts.set(k, [...(counts.get(k) ?? []), path.relative('src', f) + ' => ' + path.relative('src', t)]); } }
for (const [k, v] of [...counts].sort()) console.log(v.length, k, v.length < 6 ? '\n   ' + v.join('\n   ') : '');
