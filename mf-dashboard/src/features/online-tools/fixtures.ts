import type { WebtoolAssignment } from '@cedar/shared/contract';

function tool(
  id: number,
  name: string,
  logo: string | null,
  url = `https://${name.toLowerCase()}.example`,
): WebtoolAssignment {
  return {
    id: id * 10,
    cohort_id: 7,
    webtools_id: id,
    is_active: true,
    url: `${url}/cedar-sebd`,
    webtool: { id, name, url, logo_url: logo },
  };
}

const logo = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="steelblue"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="white">${name.slice(0, 2)}</text></svg>`,
  )}`;

/** Five tools; Figma's logo is broken and falls back to the default image. */
export const webtools: WebtoolAssignment[] = [
  tool(1, 'Calendar', logo('Calendar')),
  tool(3, 'Github', logo('Github')),
  tool(5, 'Slack', logo('Slack')),
  tool(10, 'Figma', 'https://logos.invalid/figma.png'),
  tool(13, 'HelpU', logo('HelpU')),
];
