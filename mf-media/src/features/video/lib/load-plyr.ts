import Plyr from 'plyr';

// webpack emits plyr's stylesheet and icon sprite (a copy of plyr's, whose package does not export it) as files of this remote (new URL(..., import.meta.url)),
// so nothing is fetched from plyr's CDN.
const stylesheet = new URL('plyr/dist/plyr.css', import.meta.url).href;
const sprite = new URL('../assets/plyr.svg', import.meta.url).href;

function ensureStylesheet(): void {
  if (document.querySelector('link[data-plyr-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  link.dataset.plyrStyles = 'true';
  document.head.appendChild(link);
}

/** plyr with its styles in the page, and the URL of its icon sprite. */
export function loadPlyr(): { Plyr: typeof Plyr; iconUrl: string } {
  ensureStylesheet();
  return { Plyr, iconUrl: sprite };
}
