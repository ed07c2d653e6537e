/** The online tools catalogue (§3 Web tool assignment): id and name. */
export const WEBTOOLS = [
  { id: 1, name: 'Calendar' },
  { id: 2, name: 'Classe' },
  { id: 3, name: 'Github' },
  { id: 4, name: 'Inscribe' },
  { id: 5, name: 'Slack' },
  { id: 6, name: 'Talkspace' },
  { id: 9, name: 'Gmail' },
  { id: 10, name: 'Figma' },
  { id: 11, name: 'Whimsical' },
  { id: 12, name: 'Handshake' },
  { id: 13, name: 'HelpU' },
] as const;

/** A catalogue id of {@link WEBTOOLS}. */
export type WebtoolId = (typeof WEBTOOLS)[number]['id'];
