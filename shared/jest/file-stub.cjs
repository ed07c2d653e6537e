'use strict';
// Imported images and videos resolve to their file name in tests.
module.exports = 'test-file-stub';
