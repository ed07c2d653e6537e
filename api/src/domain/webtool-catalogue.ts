/** Default link and logo of each catalogue tool. */
export interface WebtoolDefaults {
  url: string | null;
  logo_url: string | null;
}

// Where each catalogue tool lives, and its tile colour.
const TOOLS: Record<number, { url: string; colour: string; mark: string }> = {
  1: { url: 'https://calendar.google.com', colour: '#1a73e8', mark: 'Cal' },
  2: { url: 'https://classe.cedar.academy', colour: '#6b4e9b', mark: 'Cl' },
  3: { url: 'https://github.com', colour: '#24292f', mark: 'GH' },
  4: { url: 'https://community.inscribe.education', colour: '#e4572e', mark: 'In' },
  5: { url: 'https://cedar-academy.slack.com', colour: '#4a154b', mark: 'S' },
  6: { url: 'https://www.talkspace.com', colour: '#2d7d9a', mark: 'Ts' },
  9: { url: 'https://mail.google.com', colour: '#d93025', mark: 'M' },
  10: { url: 'https://www.figma.com', colour: '#0acf83', mark: 'F' },
  11: { url: 'https://whimsical.com', colour: '#7c3aed', mark: 'W' },
  12: { url: 'https://app.joinhandshake.com', colour: '#b5651d', mark: 'Hs' },
  13: { url: 'https://helpu.cedar.academy', colour: '#2f6f5e', mark: 'HU' },
};

/** A logo tile as a self-contained SVG data URL: no file store or network needed. */
function logo(colour: string, mark: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="${mark.length > 2 ? 28 : 36}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${mark}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The link and logo a catalogue tool starts with. */
export function webtoolDefaults(id: number): WebtoolDefaults {
  const tool = TOOLS[id];
  return tool ? { url: tool.url, logo_url: logo(tool.colour, tool.mark) } : { url: null, logo_url: null };
}
