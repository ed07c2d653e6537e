'use strict';
/**
 * ESLint rule: a page path is built with pagePath() from @cedar/shared/contract, never written
 * as a string or template literal (docs/decisions/0016-remote-declarations-and-pages.md). The
 * prefixes are the portal's page areas; '/' alone is too common to tell apart.
 */

const PAGE_PATH = /^\/(profile|media|watch|connect|help|acp|unauthorized|onboarding)(?=$|[/?#])/i;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Page paths come from pagePath() in @cedar/shared/contract' },
    messages: {
      literal: "'{{path}}' is a page path: build it with pagePath() from @cedar/shared/contract.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (PAGE_PATH.test(text)) context.report({ node, messageId: 'literal', data: { path: text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};
