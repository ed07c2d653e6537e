import type { MenuKey } from '../../domain/permissions.ts';
import type { PageName } from '../pages.ts';

/** Which shell a page serves in when both shells have a page at the same path (home, help). */
export type ShellKind = 'admin' | 'learner';

/** Access rules of the host's route table, named by key; the host holds their code (guards.ts). */
export type GuardKey = 'people' | 'supportRequests' | 'videoLibrary' | 'announcementHistory' | 'remoteHealth';

/** A section of a page: a hash anchor the level-2 menu lists, opened by a permission key. */
export interface SectionDeclaration {
  /** The anchor, with its '#'. */
  readonly anchor: `#${string}`;
  /** The admin menu key that opens the section (admin-console §2.2). */
  readonly menu: MenuKey;
}

/** A page a remote exposes: the pages (routes) it serves and how the host guards them. */
export interface PageDeclaration {
  readonly kind: 'page';
  /** The pages of the pages contract this component serves. */
  readonly routes: readonly PageName[];
  /** Only in this shell (both shells have a home); else in both. */
  readonly shell?: ShellKind;
  /** The host's access rule for these routes. */
  readonly guard?: GuardKey;
  /** Sections of the page, in menu order; the first is where a link without a hash lands. */
  readonly sections?: readonly SectionDeclaration[];
  /** Shown instead of the portal, at any path, while the user is on first login (§2.6). */
  readonly onFirstLogin?: true;
  /**
   * Widgets of other remotes the page always shows: the host starts loading them with the page
   * when it is the first one shown, instead of after the page's own code has rendered.
   */
  readonly embeds?: readonly { readonly remote: string; readonly exposed: string }[];
  /** Former addresses that redirect to the page's first route. */
  readonly redirectsFrom?: readonly PageName[];
  /** Phantom: the component's props, for the type of ExposedModules. Never set. */
  readonly props?: Record<string, never>;
}

/** A widget a remote exposes for other remotes to place (through federation). */
export interface WidgetDeclaration<P extends object = object> {
  readonly kind: 'widget';
  /** Phantom: the component's props, for the type of ExposedModules. Never set. */
  readonly props?: P;
}

/** A remote, as data: its federation name, its pages and its widgets by exposed module name. */
export interface RemoteDeclaration {
  readonly name: string;
  readonly pages: Readonly<Record<string, PageDeclaration>>;
  readonly widgets: Readonly<Record<string, WidgetDeclaration>>;
}

/** Declares a page; `kind` is added so a bound remote knows pages from widgets. */
export function exposedPage<const D extends Omit<PageDeclaration, 'kind' | 'props'>>(
  declaration: D,
): D & { kind: 'page' } {
  return { ...declaration, kind: 'page' };
}

/** Declares a widget with its props: `exposedWidget<StudySessionCardProps>()`. */
export function exposedWidget<P extends object>(): WidgetDeclaration<P> {
  return { kind: 'widget' };
}

/** Props of an exposed module of a declaration (pages take none). */
export type DeclaredProps<D> = D extends WidgetDeclaration<infer P> ? P : Record<string, never>;
