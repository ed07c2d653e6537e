const path = require('node:path');
const { createFederatedConfig } = require('@cedar/shared/federation');

module.exports = createFederatedConfig({
  name: 'host',
  dir: __dirname,
  port: 3000,
  isHost: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/error-plugin.ts')],
});
