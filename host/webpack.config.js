const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

module.exports = createFederatedConfig({
  name: 'host',
  dir: __dirname,
  port: 3000,
  isHost: true,
  runtimePlugins: [require.resolve('@cedar/shared/federation/error-plugin')],
});
