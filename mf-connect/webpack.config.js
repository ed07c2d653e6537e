const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

module.exports = createFederatedConfig({
  name: 'connect',
  dir: __dirname,
  port: 3003,
  exposes: {
    './ConnectPage': './src/routes/ConnectPage.tsx',
    './StudySessionCard': './src/routes/StudySessionCard.tsx',
    './ClassmatesPanel': './src/routes/ClassmatesPanel.tsx',
  },
});
