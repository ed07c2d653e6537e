import { acpRemote } from './acp.ts';
import { connectRemote } from './connect.ts';
import { dashboardRemote } from './dashboard.ts';
import type { DeclaredProps, PageDeclaration, RemoteDeclaration } from './declaration.ts';
import { mediaRemote } from './media.ts';
import { profileRemote } from './profile.ts';

export * from './binding.ts';
export * from './declaration.ts';
export { acpRemote, connectRemote, dashboardRemote, mediaRemote, profileRemote };
export type { ClassmatesPanelProps, StudySessionCardProps } from './connect.ts';

/**
 * Every remote of the portal, as data (docs/remotes.md). The host builds its route table from
 * these; each remote binds its components to its own entry in `src/remote.ts`, and its webpack
 * `exposes` and standalone routes come from that binding.
 */
export const REMOTES = {
  dashboard: dashboardRemote,
  media: mediaRemote,
  connect: connectRemote,
  profile: profileRemote,
  acp: acpRemote,
} as const satisfies Record<string, RemoteDeclaration>;

/** Name of a remote: its federation name and its key in /remotes.json. */
export type RemoteName = keyof typeof REMOTES;

type Declared<R extends RemoteName> = (typeof REMOTES)[R]['pages'] & (typeof REMOTES)[R]['widgets'];

/**
 * What each remote exposes: remote -> exposed module name (without './') -> the component's
 * props. Loading a module by a wrong name, or with a wrong prop, fails the type check.
 */
export type ExposedModules = {
  [R in RemoteName]: { [M in keyof Declared<R> & string]: DeclaredProps<Declared<R>[M]> };
};

/** An exposed module name of a remote: 'WatchPage', 'StudySessionCard'. */
export type ExposedName<R extends RemoteName> = keyof ExposedModules[R] & string;

/** The props of an exposed module. */
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> = ExposedModules[R][M];

/** One exposed module of one remote, named so the pair type-checks: `{ remote: 'media', exposed: 'WatchPage' }`. */
export type ExposedRef = { [R in RemoteName]: { remote: R; exposed: ExposedName<R> } }[RemoteName];

/** A page one remote exposes: `{ remote: 'media', exposed: 'WatchPage' }`. */
export type PageRef = {
  [R in RemoteName]: { remote: R; exposed: keyof (typeof REMOTES)[R]['pages'] & string };
}[RemoteName];

/** A widget one remote exposes: `{ remote: 'connect', exposed: 'StudySessionCard' }`. */
export type WidgetRef = {
  [R in RemoteName]: { remote: R; exposed: keyof (typeof REMOTES)[R]['widgets'] & string };
}[RemoteName];

/** One page of one remote, for the host's route table. */
export type DeclaredPage = PageRef & { declaration: PageDeclaration };

/** Every page every remote declares, remote by remote in declaration order. */
export function declaredPages(): DeclaredPage[] {
  return (Object.keys(REMOTES) as RemoteName[]).flatMap((remote) =>
    Object.entries(REMOTES[remote].pages as Record<string, PageDeclaration>).map(
      ([exposed, declaration]) => ({ remote, exposed, declaration }) as DeclaredPage,
    ),
  );
}

/** The page shown instead of the portal on first login (the onboarding wizard). */
export function firstLoginPage(): DeclaredPage | null {
  return declaredPages().find((entry) => entry.declaration.onFirstLogin === true) ?? null;
}

/** Props for an exposed component: optional when it has no required prop. */
export type ExposedPropsArg<P> = Record<never, never> extends P ? { props?: P } : { props: P };

/**
 * A remote, one of its exposed modules and that module's props: one union member per module,
 * so `{ remote: 'connect', exposed: 'StudySessionCard', props: { cohortId: 3 } }` checks the
 * props against the card's and `exposed: 'StudySessionCrad'` fails.
 */
export type ExposedUse = {
  [R in RemoteName]: {
    [M in ExposedName<R>]: { remote: R; exposed: M } & ExposedPropsArg<ExposedProps<R, M>>;
  }[ExposedName<R>];
}[RemoteName];

/** An {@link ExposedUse} of a widget: what one remote places of another. */
export type WidgetUse = Extract<ExposedUse, { exposed: WidgetRef['exposed'] }>;

type SectionsOf<P> = P extends { sections: readonly (infer S)[] } ? S : never;

/** Every section anchor a remote's page declares: '#associated-courses', '#cohort-management', ... */
export type SectionAnchor = {
  [R in RemoteName]: SectionsOf<(typeof REMOTES)[R]['pages'][keyof (typeof REMOTES)[R]['pages']]>;
}[RemoteName]['anchor'];
