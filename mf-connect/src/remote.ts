import { bindRemote, connectRemote } from '@cedar/shared/contract';

/**
 * This remote as data (docs/remotes.md): the contract's declaration of "connect" with each
 * exposed module's file. webpack.config.js reads `exposes` from it and the standalone dev page
 * its routes. Plain data and lazy imports only: Node loads this file for the webpack config.
 */
export const remote = bindRemote(connectRemote, {
  ConnectPage: { file: './src/routes/ConnectPage.tsx', load: () => import('./routes/ConnectPage.tsx') },
  StudySessionCard: {
    file: './src/widgets/StudySessionCard.tsx',
    load: () => import('./widgets/StudySessionCard.tsx'),
  },
  ClassmatesPanel: { file: './src/widgets/ClassmatesPanel.tsx', load: () => import('./widgets/ClassmatesPanel.tsx') },
});
