import type { DeclaredProps, RemoteDeclaration } from './declaration.ts';

/**
 * An exposed component as the contract sees it, without React: a function of its props. A
 * React function component whose props differ from the declared ones does not fit.
 */
export type ExposedComponent<P> = (props: P) => unknown;

/** Where a remote keeps one exposed module, and how its standalone page loads it. */
export interface ModuleBinding<P> {
  /** The component's file, relative to the remote's package: what webpack exposes. */
  readonly file: `./src/${string}`;
  /** Loads that same file (a dynamic import), for the remote's standalone dev page. */
  readonly load: () => Promise<{ default: ExposedComponent<P> }>;
}

type Modules<D extends RemoteDeclaration> = D['pages'] & D['widgets'];

/** One binding per module the declaration names, no more, each typed by its declared props. */
export type RemoteBindings<D extends RemoteDeclaration> = {
  readonly [M in keyof Modules<D> & string]: ModuleBinding<DeclaredProps<Modules<D>[M]>>;
};

/** A remote's declaration with its components bound: what `src/remote.ts` exports. */
export interface BoundRemote<D extends RemoteDeclaration = RemoteDeclaration> {
  readonly declaration: D;
  readonly modules: RemoteBindings<D>;
  /** The webpack `exposes` of the remote: './HomePage' -> './src/routes/HomePage.tsx'. */
  readonly exposes: Readonly<Record<string, string>>;
}

/**
 * Binds a remote's components to its declaration (`src/remote.ts`). The webpack config reads
 * `exposes` from the result and the standalone dev page its routes, so neither names a route
 * or a module again.
 */
export function bindRemote<const D extends RemoteDeclaration>(
  declaration: D,
  modules: RemoteBindings<D>,
): BoundRemote<D> {
  const bindings = modules as Readonly<Record<string, ModuleBinding<never>>>;
  const exposes = Object.fromEntries(Object.entries(bindings).map(([name, { file }]) => [`./${name}`, file]));
  return { declaration, modules, exposes };
}
