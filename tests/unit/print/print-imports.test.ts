import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// pdfkit (about 200 KB compressed) must load only when a document is asked for: the screens import
// use-print-document.ts, which reaches the PDF code only through `new Worker(new URL(...))`. This walks
// the hook's static imports (type-only ones left out), as the bundler does, and fails when one of
// them pulls pdfkit or the drawing code into the screen's chunk.
const root = resolve(__dirname, '../../..');
const hook = resolve(root, 'src/print/use-print-document.ts');

function staticImports(entry: string): Set<string> {
  const reached = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = match[1] ?? '';
      if (!spec.startsWith('.')) {
        reached.add(`package:${spec}`);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const target = [`${base}.ts`, `${base}.tsx`, base].find((path) => existsSync(path) && statSync(path).isFile());
      if (target && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return reached;
}

describe('what a screen loads with the print hook', () => {
  const reached = [...staticImports(hook)].map((file) => file.replace(`${root}/`, ''));

  it('leaves out pdfkit and the drawing code, which the worker loads when asked', () => {
    expect(reached.filter((file) => /pdfkit|render-|build-document|-model|pdf-layout/.test(file))).toEqual([]);
  });

  it('makes the worker from its own module file, so the bundler gives it a chunk of its own', () => {
    expect(readFileSync(hook, 'utf8')).toContain("new Worker(new URL('./print.worker.ts', import.meta.url)");
    expect(reached).toContain('package:react');
  });
});
