/** The spoken-language facts of a profile (§3.1). */
export interface LanguageFacts {
  user_primary_spoken_language?: string | null;
  user_additional_spoken_languages?: readonly string[] | null;
}

/** What About Me shows about languages: the primary one (marked) and the others as one phrase. */
export interface SpokenLanguages {
  primary: string | null;
  /** The other languages joined with 'and' ('Spanish, French and German'), or null. */
  others: string | null;
}

/** Joins words the way a sentence does: 'A', 'A and B', 'A, B and C'. */
export function joinWithAnd(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Spoken languages for display; blanks and repeats of the primary language are dropped. */
export function spokenLanguages(profile: LanguageFacts): SpokenLanguages {
  const primary = profile.user_primary_spoken_language?.trim() || null;
  const seen = new Set(primary ? [primary.toLowerCase()] : []);
  const others: string[] = [];
  for (const raw of profile.user_additional_spoken_languages ?? []) {
    const title = typeof raw === 'string' ? raw.trim() : '';
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    others.push(title);
  }
  return { primary, others: others.length > 0 ? joinWithAnd(others) : null };
}
