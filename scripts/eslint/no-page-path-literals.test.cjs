'use strict';
// node --test scripts/eslint: the page-path rule, with ESLint's RuleTester on Node's test runner.
const { describe, it } = require('node:test');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./no-page-path-literals.cjs');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-page-path-literals', rule, {
  valid: [
    "navigate(pagePath('watch'))",
    "const home = '/';",
    "fetch('/api/v1/users')",
    "import x from './media';",
    "const text = 'Go to /watch';",
    "const medium = '/mediation';",
    'const re = /\\/listrequests/i;',
  ],
  invalid: [
    { code: "navigate('/watch')", errors: [{ messageId: 'literal' }] },
    { code: "const p = '/acp/listRequests/';", errors: [{ messageId: 'literal' }] },
    { code: 'const p = `/profile/${email}`;', errors: [{ messageId: 'literal' }] },
    { code: 'const p = `/media/${id}?timestamp=${t}`;', errors: [{ messageId: 'literal' }] },
    { code: 'const l = <Link to="/connect">Connect</Link>;', errors: [{ messageId: 'literal' }] },
    { code: "const h = '/help#drawer';", errors: [{ messageId: 'literal' }] },
  ],
});
