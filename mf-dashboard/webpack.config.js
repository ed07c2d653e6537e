const webpack = require('webpack');
const { createFederatedConfig } = require('@cedar/shared/federation/webpack');

const federated = createFederatedConfig({
  name: 'dashboard',
  dir: __dirname,
  port: 3001,
  exposes: {
    './HomePage': './src/routes/HomePage.tsx',
  },
});

// moment asks for its locales through a dynamic require, which would bundle all of them; the
// dashboard formats in English only.
module.exports = (env, argv) => {
  const config = federated(env, argv);
  config.plugins.push(new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }));
  return config;
};
