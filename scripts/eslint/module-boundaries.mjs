// A local ESLint rule: one server module reads another only through that module's services,
// never its repositories (its tables): a transfer looks a flight up through the flight service,
// a custom trip prices hotels through the hotel service. An import is resolved against the
// importing file and refused when it lands on `modules/<b>/*.repository` of another module `b`,
// unless `allow` lets the importing module use b's repositories. Type-only imports (a row type)
// read no table and stay allowed.
import { dirname, relative, resolve, sep } from 'node:path';

/** The module folder `file` is in (`<modulesRoot>/<name>/…`), or undefined. */
function moduleOf(file, modulesRoot) {
  const rel = relative(modulesRoot, file);
  if (rel.startsWith('..') || rel === '' || !rel.includes(sep)) return undefined;
  return rel.split(sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A server module never imports another module's repositories." },
    schema: [
      {
        type: 'object',
        properties: {
          modulesRoot: { type: 'string' },
          // module → modules whose repositories it may import; '*' applies to every module
          allow: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    ],
    messages: {
      crossModule:
        "Module {{from}} must not import {{to}}'s repository ({{source}}): call {{to}}'s service instead.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const modulesRoot = resolve(options.modulesRoot ?? 'apps/server/src/modules');
    const allow = options.allow ?? {};
    const from = moduleOf(context.filename, modulesRoot);
    if (!from) return {};
    const allowed = new Set([...(allow['*'] ?? []), ...(allow[from] ?? [])]);
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string' || !source.startsWith('.')) return;
      if (!/\.repository(\.[cm]?[jt]s)?$/.test(source)) return;
      const to = moduleOf(resolve(dirname(context.filename), source), modulesRoot);
      if (to && to !== from && !allowed.has(to))
        context.report({ node, messageId: 'crossModule', data: { from, to, source } });
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
