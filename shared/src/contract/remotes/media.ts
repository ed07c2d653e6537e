import { type RemoteDeclaration, exposedPage } from './declaration.ts';

/** Remote "media" (mf-media): the video library and the video page. */
export const mediaRemote = {
  name: 'media',
  pages: {
    WatchPage: exposedPage({ routes: ['watch'] }),
    VideoPage: exposedPage({ routes: ['video'] }),
  },
  widgets: {},
} as const satisfies RemoteDeclaration;
