/** The signed-in person as the shell's chrome shows them. */
export interface ShellUser {
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  email: string;
  imageUrl?: string | null;
}

/** How a shell lays itself out: by screen width, or forced (stories, tests). */
export type ShellLayout = 'auto' | 'wide' | 'compact';

/** The name the chrome shows: preferred (else first) name and last name. */
export function shellUserName(user: ShellUser): string {
  const first = user.preferredName?.trim() || user.firstName;
  return [first, user.lastName].filter(Boolean).join(' ');
}
