module.exports = {
  ...require('../shared/jest/preset.cjs'),
  displayName: 'host',
};
