const webpack = require('webpack');
const { createFederatedConfig } = require('@cedar/shared/federation/webpack');
// The remote's declaration (src/remote.ts, loaded by Node's TypeScript type stripping) names
// its exposed modules and their files: this config does not list them again.
const { remote } = require('./src/remote.ts');

const federated = createFederatedConfig({
  name: remote.declaration.name,
  dir: __dirname,
  port: 3001,
  exposes: remote.exposes,
});

// moment asks for its locales through a dynamic require, which would bundle all of them; the
// dashboard formats in English only.
module.exports = (env, argv) => {
  const config = federated(env, argv);
  config.plugins.push(new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }));
  return config;
};
