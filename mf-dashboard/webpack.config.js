const { createFederatedConfig } = require('@cedar/shared/federation');

module.exports = createFederatedConfig({
  name: 'dashboard',
  dir: __dirname,
  port: 3001,
  exposes: {
    './HomePage': './src/routes/HomePage.tsx',
  },
});
