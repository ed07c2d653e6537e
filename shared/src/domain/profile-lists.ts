/*
 * The pick lists of the profile forms (profiles-shell-and-access §3.7): about 110 spoken
 * languages and 27 programming languages and frameworks, each with a numeric id. Profiles
 * store titles; the ids let a client send either, and the API checks both.
 */

const SPOKEN_TITLES = [
  'Afrikaans',
  'Akan',
  'Albanian',
  'American Sign Language',
  'Amharic',
  'Arabic',
  'Armenian',
  'Assamese',
  'Azerbaijani',
  'Basque',
  'Belarusian',
  'Bengali',
  'Bosnian',
  'Bulgarian',
  'Burmese',
  'Cantonese',
  'Catalan',
  'Cebuano',
  'Chichewa',
  'Croatian',
  'Czech',
  'Danish',
  'Dari',
  'Dutch',
  'English',
  'Estonian',
  'Ewe',
  'Farsi',
  'Fijian',
  'Filipino',
  'Finnish',
  'French',
  'Fula',
  'Galician',
  'Georgian',
  'German',
  'Greek',
  'Guarani',
  'Gujarati',
  'Haitian Creole',
  'Hausa',
  'Hawaiian',
  'Hebrew',
  'Hindi',
  'Hmong',
  'Hungarian',
  'Icelandic',
  'Igbo',
  'Ilocano',
  'Indonesian',
  'Irish',
  'Italian',
  'Japanese',
  'Javanese',
  'Kannada',
  'Kazakh',
  'Khmer',
  'Kinyarwanda',
  'Korean',
  'Kurdish',
  'Kyrgyz',
  'Lao',
  'Latvian',
  'Lingala',
  'Lithuanian',
  'Luxembourgish',
  'Macedonian',
  'Malagasy',
  'Malay',
  'Malayalam',
  'Maltese',
  'Mandarin Chinese',
  'Maori',
  'Marathi',
  'Mongolian',
  'Navajo',
  'Nepali',
  'Norwegian',
  'Odia',
  'Oromo',
  'Pashto',
  'Persian',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Quechua',
  'Romanian',
  'Russian',
  'Samoan',
  'Serbian',
  'Shona',
  'Sindhi',
  'Sinhala',
  'Slovak',
  'Slovenian',
  'Somali',
  'Spanish',
  'Swahili',
  'Swedish',
  'Tagalog',
  'Tajik',
  'Tamil',
  'Telugu',
  'Thai',
  'Tigrinya',
  'Tongan',
  'Turkish',
  'Turkmen',
  'Ukrainian',
  'Urdu',
  'Uyghur',
  'Uzbek',
  'Vietnamese',
  'Welsh',
  'Wolof',
  'Xhosa',
  'Yiddish',
  'Yoruba',
  'Zulu',
] as const;

const PROGRAMMING_TITLES = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'C',
  'Go',
  'Ruby',
  'PHP',
  'Swift',
  'Kotlin',
  'Rust',
  'SQL',
  'HTML',
  'CSS',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'Spring',
  '.NET',
  'R',
  'Dart',
] as const;

/** An entry of a pick list. */
export interface ListEntry {
  id: number;
  title: string;
}

/** Spoken languages offered by the language pickers, alphabetical, ids from 1. */
export const SPOKEN_LANGUAGES: readonly ListEntry[] = SPOKEN_TITLES.map((title, index) => ({ id: index + 1, title }));

/** Programming languages and frameworks (27), ids from 1. */
export const PROGRAMMING_LANGUAGES: readonly ListEntry[] = PROGRAMMING_TITLES.map((title, index) => ({
  id: index + 1,
  title,
}));

/** Longest free entry accepted in a language list. */
export const LANGUAGE_TITLE_MAX_LENGTH = 60;

// Letters of any script, marks, digits and the punctuation language names use (C#, C++, .NET, Node.js).
const FREE_TITLE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .+#'()/-]*$/u;

/**
 * The title a list entry stands for: a known id (number or digits) gives its title, a known
 * title in any case gives its spelling in the list, any other plain name is a free entry kept
 * as typed (trimmed). Null when the entry is an unknown id or not a plain name.
 */
export function listTitleOf(list: readonly ListEntry[], entry: string | number): string | null {
  const raw = String(entry).trim();
  if (/^\d+$/.test(raw)) return list.find((item) => item.id === Number(raw))?.title ?? null;
  const known = list.find((item) => item.title.toLowerCase() === raw.toLowerCase());
  if (known) return known.title;
  return raw.length <= LANGUAGE_TITLE_MAX_LENGTH && FREE_TITLE.test(raw) ? raw : null;
}
