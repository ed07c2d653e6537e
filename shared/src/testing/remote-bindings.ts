import path from 'node:path';
import type { BoundRemote, ModuleBinding } from '@cedar/shared/contract';

/**
 * Checks a remote's `src/remote.ts`: every module's `load()` (the standalone dev page's import)
 * gives the default export of its `file` (what webpack exposes), and that export is a component.
 * So the two halves of one binding cannot point at different files.
 */
export async function expectRemoteBindings(remote: BoundRemote, packageDir: string): Promise<void> {
  const modules = remote.modules as Readonly<Record<string, ModuleBinding<never>>>;
  for (const [name, binding] of Object.entries(modules)) {
    const loaded = await binding.load();
    const exposed = jest.requireActual<{ default: unknown }>(path.join(packageDir, binding.file));
    expect([name, typeof loaded.default]).toEqual([name, 'function']);
    expect([name, loaded.default]).toEqual([name, exposed.default]);
  }
}
