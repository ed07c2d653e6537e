/** A neutral tile shown when a tool's logo fails to load (§8: broken images show a default). */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="gainsboro"/>
<rect x="16" y="16" width="32" height="24" rx="3" fill="none" stroke="dimgray" stroke-width="4"/>
<path d="M24 48h16" stroke="dimgray" stroke-width="4" stroke-linecap="round"/>
</svg>`;

/** Data URI of the default tool logo. */
export const FALLBACK_LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(FALLBACK_SVG)}`;
