import type { Random } from './random.ts';

const BACKGROUNDS = ['#2f6f5e', '#8a4f7d', '#3b5ba5', '#b5651d', '#4a7c59', '#6b4e9b', '#a23b3b', '#2d7d9a', '#7a6a2f'];
const FIGURES = ['#f3e9dc', '#e8d5c4', '#c99e7a', '#a47551', '#7b5134', '#5a3a26'];

/**
 * A small generated portrait (an SVG data URL), so demo profiles have pictures without any
 * network. At start-up each is stored as a JPEG file and profiles get its address
 * (api/src/avatars/demo-avatars.ts). People without one show their initials.
 */
export function demoAvatarUrl(random: Random): string {
  const bg = random.pick(BACKGROUNDS);
  const fg = random.pick(FIGURES);
  const hair = random.pick(['#1f1a17', '#3b2a20', '#6b4a2b', '#a5773e', '#d8c08a', '#8c8c8c']);
  const hairShape = random.pick([
    '<path d="M40 52c0-18 11-28 24-28s24 10 24 28c-6-8-14-11-24-11s-18 3-24 11z"/>',
    '<path d="M38 60c-2-22 9-36 26-36s28 14 26 36c-3-12-11-20-26-20s-23 8-26 20z"/>',
    '<circle cx="64" cy="40" r="20"/>',
    '<path d="M36 76c-6-30 6-52 28-52s34 22 28 52c-2-18-10-30-28-30s-26 12-28 30z"/>',
  ]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" fill="${bg}"/>` +
    `<path d="M20 128c4-26 22-38 44-38s40 12 44 38z" fill="${fg}" opacity=".9"/>` +
    `<circle cx="64" cy="56" r="22" fill="${fg}"/>` +
    `<g fill="${hair}">${hairShape}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
