import { bindRemote, dashboardRemote } from '@cedar/shared/contract';

/**
 * This remote as data (docs/remotes.md): the contract's declaration of "dashboard" with each
 * exposed module's file. webpack.config.js reads `exposes` from it and the standalone dev page
 * its routes. Plain data and lazy imports only: Node loads this file for the webpack config.
 */
export const remote = bindRemote(dashboardRemote, {
  HomePage: { file: './src/routes/HomePage.tsx', load: () => import('./routes/HomePage.tsx') },
});
