// A local ESLint rule: a web feature must not reach into another feature by a relative path
// (`import … from '../../trains/lib/x'`), which the path patterns of no-restricted-imports cannot
// see (they match the import text, not where it points). The import is resolved against the
// importing file and refused when it lands in another folder of apps/web/src/features.
import { dirname, relative, resolve, sep } from 'node:path';

/** The feature folder `file` is in (`apps/web/src/features/<name>/…`), or undefined. */
function featureOf(file, featuresRoot) {
  const rel = relative(featuresRoot, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other, by alias or by relative path.' },
    schema: [{ type: 'object', properties: { featuresRoot: { type: 'string' } } }],
    messages: {
      crossFeature:
        'A feature must not import another feature ({{from}} → {{to}}): move the shared part to components or lib.',
    },
  },
  create(context) {
    const featuresRoot = resolve(context.options[0]?.featuresRoot ?? 'apps/web/src/features');
    const from = featureOf(context.filename, featuresRoot);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source), featuresRoot);
      if (to && to !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
