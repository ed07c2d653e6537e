import { readFileSync, writeFileSync } from 'node:fs';

/** The portal's remote registry (REMOTES_FILE), which the server reads at each request. */
function registryFile(): string {
  const file = process.env.CEDAR_E2E_REMOTES_FILE;
  if (!file) throw new Error('CEDAR_E2E_REMOTES_FILE is not set: run the suite through playwright.config.ts');
  return file;
}

export function readRegistry(): Record<string, string> {
  return JSON.parse(readFileSync(registryFile(), 'utf8')) as Record<string, string>;
}

export function writeRegistry(registry: Record<string, string>): void {
  writeFileSync(registryFile(), JSON.stringify(registry, null, 2));
}

/** Points one remote at another manifest URL and returns a function that restores it. */
export function pointRemoteAt(name: string, manifestUrl: string): () => void {
  const original = readRegistry();
  writeRegistry({ ...original, [name]: manifestUrl });
  return () => writeRegistry(original);
}
