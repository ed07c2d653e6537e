import { pageOf, pagePath } from '@cedar/shared/contract';

/** The learner shell's routes the header links to (§2.1). */
export const LEARNER_PATHS = {
  home: pagePath('home'),
  watch: pagePath('watch'),
  connect: pagePath('connect'),
} as const;

/** The profile route of a person (§2.1). */
export const profilePath = (email: string) => pagePath('profile', { useremail: email });

/** True when `path` is `base` or lies under it. */
export function isUnder(path: string, base: string): boolean {
  const trimmed = base.replace(/\/+$/, '');
  return path === trimmed || path.startsWith(`${trimmed}/`);
}

/** Which learner tab a path belongs to; /help is Home with the support drawer, a video page is Watch's. */
export function activeLearnerTab(path: string): keyof typeof LEARNER_PATHS | null {
  const page = pageOf(path);
  if (page === 'home' || page === 'help') return 'home';
  if (isUnder(path, LEARNER_PATHS.watch) || page === 'video') return 'watch';
  if (isUnder(path, LEARNER_PATHS.connect)) return 'connect';
  return null;
}
