const { createFederatedConfig } = require('@cedar/shared/federation/webpack');
// The remote's declaration (src/remote.ts, loaded by Node's TypeScript type stripping) names
// its exposed modules and their files: this config does not list them again.
const { remote } = require('./src/remote.ts');

module.exports = createFederatedConfig({
  name: remote.declaration.name,
  dir: __dirname,
  port: 3005,
  exposes: remote.exposes,
});
