import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { repoRoot } from '../support/portal.ts';

/** The built app folder that serves a script URL: / is the host, /remotes/<name>/ a remote. */
export function builtFileOf(url: string): string | null {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([a-z]+)\/(.+\.js)$/.exec(path);
  if (remote) return join(repoRoot, `mf-${remote[1]}`, 'dist', remote[2]!);
  const host = /^\/([^/]+\.js)$/.exec(path);
  return host ? join(repoRoot, 'host', 'dist', host[1]!) : null;
}

/** Minified bytes per source module of one built file, read from its source map. */
export function bytesPerModule(file: string): Map<string, number> {
  const sizes = new Map<string, number>();
  if (!existsSync(`${file}.map`)) return sizes;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(file, 'utf8').split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const length = code[line]?.length ?? 0;
    segments.forEach((segment, i) => {
      if (segment.length < 4) return;
      const end = segments[i + 1]?.[0] ?? length;
      // webpack:///./node_modules/x and webpack:///../node_modules/x are the same file.
      const source = map.sources[segment[1]!]!.replace(/^.*?node_modules\//, 'node_modules/');
      sizes.set(source, (sizes.get(source) ?? 0) + (end - segment[0]));
    });
  });
  return sizes;
}

/** node_modules/<package>/... of a source path, or null for the app's own code. */
function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match ? match[1]! : null;
}

/** A package with modules that more than one of a page's files carry. */
export interface Duplicate {
  pkg: string;
  /** Minified bytes of every copy but the largest. */
  extraBytes: number;
}

/**
 * Package modules that more than one of the given built files carry (a page that loads them
 * all runs the module twice): by package, with the minified bytes of the extra copies.
 */
export function duplicatedModules(files: readonly string[]): { duplicates: Duplicate[]; totalExtra: number } {
  const copies = new Map<string, number[]>();
  for (const file of new Set(files))
    for (const [source, bytes] of bytesPerModule(file)) {
      if (!packageOf(source) || bytes < 1) continue;
      copies.set(source, [...(copies.get(source) ?? []), bytes]);
    }
  const byPackage = new Map<string, number>();
  for (const [source, sizes] of copies) {
    if (sizes.length < 2) continue;
    const extra = sizes
      .sort((a, b) => b - a)
      .slice(1)
      .reduce((sum, n) => sum + n, 0);
    byPackage.set(packageOf(source)!, (byPackage.get(packageOf(source)!) ?? 0) + extra);
  }
  const duplicates = [...byPackage].map(([pkg, extraBytes]) => ({ pkg, extraBytes }));
  duplicates.sort((a, b) => b.extraBytes - a.extraBytes);
  return { duplicates, totalExtra: duplicates.reduce((sum, d) => sum + d.extraBytes, 0) };
}
