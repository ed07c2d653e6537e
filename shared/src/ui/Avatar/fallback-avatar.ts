/** A neutral person silhouette, shown when a profile image fails to load (§8: broken avatar image). */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="gainsboro"/>
<circle cx="32" cy="25" r="12" fill="darkgray"/>
<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="darkgray"/>
</svg>`;

/** Data URI of the fallback avatar image. */
export const FALLBACK_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(FALLBACK_SVG)}`;
