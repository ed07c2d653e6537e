import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * @cedar/shared/ui/core is a shared module of its own, holding the one toast queue, confirm
 * queue and unsaved-changes stores of the portal (core.ts). A file of the rest of
 * @cedar/shared/ui that reached one of core's files by a relative path would be built with a
 * copy of it: a second queue no host renders. Constants and styles are exempt.
 */
const UI = __dirname;
const COPY_IS_HARMLESS = new Set(['messages.ts', 'ConfirmDialog/ConfirmDialog.styles.ts', 'theme/visually-hidden.ts']);

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file);
const relativeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?'(\.{1,2}\/[^']+)'/g)].map(
    (match) => resolve(dirname(file), match[1]!),
  );

function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file).filter((target) => target.startsWith(UI)));
  }
  return seen;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(dir, entry.name)) : isSource(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('the design system’s core entry', () => {
  const core = reachableFrom(join(UI, 'core.ts'));

  it('holds the providers and the queues they render', () => {
    const names = [...core].map((file) => relative(UI, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'PortalProviders/PortalProviders.tsx',
        'Toast/toast-queue.ts',
        'ConfirmDialog/useConfirm.tsx',
        'UnsavedChangesDialog/navigation-requests.ts',
      ]),
    );
    expect(names).not.toContain('UnsavedChangesDialog/useUnsavedChangesGuard.ts');
  });

  it('is reached from the rest of @cedar/shared/ui only through its package name', () => {
    const crossings = sourcesUnder(UI)
      .filter((file) => !core.has(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => core.has(target) && !COPY_IS_HARMLESS.has(relative(UI, target)))
          .map((target) => `${relative(UI, file)} → ${relative(UI, target)}`),
      );
    expect(crossings).toEqual([]);
  });
});
