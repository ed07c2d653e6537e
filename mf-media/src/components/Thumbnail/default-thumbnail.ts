import { cedarBrandRamp } from '@cedar/shared/ui';

/**
 * The default recording thumbnail (§8: broken images show a default image): a 16:9 tile in the
 * Cedar greens with a play mark, shown when a video has no thumbnail or its link fails (signed
 * file links expire, so a page left open long enough meets both).
 */
const DEFAULT_THUMBNAIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
<rect width="320" height="180" fill="${cedarBrandRamp[160]}"/>
<path d="M0 180 L110 96 L170 140 L230 104 L320 168 V180 Z" fill="${cedarBrandRamp[150]}"/>
<circle cx="160" cy="82" r="34" fill="${cedarBrandRamp[80]}"/>
<path d="M150 66 L176 82 L150 98 Z" fill="${cedarBrandRamp[160]}"/>
</svg>`;

/** Data URI of the default thumbnail, bundled with the remote (no request). */
export const DEFAULT_THUMBNAIL_SRC = `data:image/svg+xml,${encodeURIComponent(DEFAULT_THUMBNAIL_SVG)}`;
