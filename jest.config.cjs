'use strict';
/**
 * Every front-end package's Jest suite in one run (`npm run test:jest`), so both cores work:
 * run apart, each package's suite kept one worker busy and the other idle. Each project keeps its
 * own jest.config.cjs, and `npm test -w <package>` still runs one package alone.
 */
module.exports = {
  projects: ['shared', 'host', 'mf-dashboard', 'mf-media', 'mf-connect', 'mf-profile', 'mf-acp'].map(
    (name) => `<rootDir>/${name}`,
  ),
};
