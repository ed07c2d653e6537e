/**
 * Directory search (§5): the term is split on spaces; the first pass keeps the records where
 * every word matches as a whole word (case-insensitive), the second adds the records where
 * any word does. Records are indexed once (word -> records), so a query costs a few map
 * look-ups whatever the size of the cohort.
 */

/** Longest search term accepted (characters). */
export const SEARCH_TERM_MAX_LENGTH = 200;

// A "word character": letters and digits of any script, and the underscore (as \w, Unicode-aware).
const SEPARATORS = /[^\p{L}\p{N}\p{M}_]+/u;

function tokens(text: string): string[] {
  return text.toLowerCase().split(SEPARATORS).filter(Boolean);
}

/** The words of a search term: split on spaces, lower-cased, repeats dropped. */
export function searchWords(term: string): string[] {
  return [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Records indexed by their whole words. */
export interface DirectorySearchIndex<K> {
  keys: readonly K[];
  texts: readonly string[];
  /** Word -> the records holding it, ascending. */
  postings: Map<string, number[]>;
}

/** Indexes each record's searchable texts (see searchableProfileTexts). */
export function buildSearchIndex<K>(records: readonly { key: K; texts: readonly string[] }[]): DirectorySearchIndex<K> {
  const postings = new Map<string, number[]>();
  const texts: string[] = [];
  records.forEach((record, index) => {
    const text = record.texts.join('\n').toLowerCase();
    texts.push(text);
    for (const token of tokens(text)) {
      const list = postings.get(token);
      if (!list) postings.set(token, [index]);
      else if (list[list.length - 1] !== index) list.push(index);
    }
  });
  return { keys: records.map((r) => r.key), texts, postings };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';

// Records where `word` occurs as a whole word, ascending. A word with punctuation inside
// ("a@b.io", "c++") is looked up by its parts, then checked against the text with word boundaries.
function matchesOf<K>(index: DirectorySearchIndex<K>, word: string): number[] {
  const parts = tokens(word);
  if (parts.length === 0) return [];
  const lists = parts.map((part) => index.postings.get(part) ?? []);
  if (parts.length === 1 && parts[0] === word) return lists[0]!;
  const shortest = lists.reduce((a, b) => (b.length < a.length ? b : a));
  const others = lists.filter((list) => list !== shortest).map((list) => new Set(list));
  const whole = new RegExp(`(?<!${WORD_CHAR})${escape(word)}(?!${WORD_CHAR})`, 'u');
  return shortest.filter((i) => others.every((set) => set.has(i)) && whole.test(index.texts[i]!));
}

/**
 * How many of `words` each record matches (see searchDirectory). A caller that knows better for
 * one record (its owner sees more of it) can replace that record's count before ranking.
 */
export function searchHits<K>(index: DirectorySearchIndex<K>, words: readonly string[]): Uint16Array {
  const hits = new Uint16Array(index.keys.length);
  for (const word of words) for (const i of matchesOf(index, word)) hits[i]! += 1;
  return hits;
}

/** The keys with hits: first the records matching all `wordCount` words, then any, each in index order. */
export function rankedKeys<K>(keys: readonly K[], hits: Uint16Array, wordCount: number): K[] {
  const all: K[] = [];
  const some: K[] = [];
  for (let i = 0; i < hits.length; i += 1) {
    if (hits[i] === wordCount) all.push(keys[i]!);
    else if (hits[i]! > 0) some.push(keys[i]!);
  }
  return all.concat(some);
}

/**
 * The keys matching `term`: first the records matching every word, then those matching any
 * word, each group in index order. A blank term matches nothing. Counting hits per record keeps
 * a query linear in the matches, however common its words.
 */
export function searchDirectory<K>(index: DirectorySearchIndex<K>, term: string): K[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  return rankedKeys(index.keys, searchHits(index, words), words.length);
}
