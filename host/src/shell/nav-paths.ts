/** The learner shell's routes the header links to (§2.1). */
export const LEARNER_PATHS = { home: '/', watch: '/watch', connect: '/connect' } as const;

/** The profile route of a person (§2.1). */
export const profilePath = (email: string) => `/profile/${email}`;

/** True when `path` is `base` or lies under it. */
export function isUnder(path: string, base: string): boolean {
  const trimmed = base.replace(/\/+$/, '');
  return path === trimmed || path.startsWith(`${trimmed}/`);
}

/** Which learner tab a path belongs to; /help is Home with the support drawer, /media/ is a video of Watch. */
export function activeLearnerTab(path: string): keyof typeof LEARNER_PATHS | null {
  if (path === '/' || path === '/help') return 'home';
  if (isUnder(path, '/watch') || isUnder(path, '/media')) return 'watch';
  if (isUnder(path, '/connect')) return 'connect';
  return null;
}
