const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

module.exports = createFederatedConfig({
  name: 'media',
  dir: __dirname,
  port: 3002,
  exposes: {
    './WatchPage': './src/routes/WatchPage.tsx',
    './VideoPage': './src/routes/VideoPage.tsx',
  },
});
