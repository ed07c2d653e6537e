module.exports = {
  ...require('../shared/jest/preset.cjs'),
  displayName: 'mf-connect',
};
