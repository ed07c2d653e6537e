import { bindRemote, mediaRemote } from '@cedar/shared/contract';

/**
 * This remote as data (docs/remotes.md): the contract's declaration of "media" with each
 * exposed module's file. webpack.config.js reads `exposes` from it and the standalone dev page
 * its routes. Plain data and lazy imports only: Node loads this file for the webpack config.
 */
export const remote = bindRemote(mediaRemote, {
  WatchPage: { file: './src/routes/WatchPage.tsx', load: () => import('./routes/WatchPage.tsx') },
  VideoPage: { file: './src/routes/VideoPage.tsx', load: () => import('./routes/VideoPage.tsx') },
});
