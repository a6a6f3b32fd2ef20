/**
 * Babel options with which dependency-cruiser reads our TypeScript (see .dependency-cruiser.cjs).
 * dependency-cruiser's own TypeScript reader needs typescript < 7 and swc's cannot read TSX, so
 * Babel parses each file (TypeScript, plus JSX in .tsx) and this plugin leaves only a list of
 * bare imports: static, re-exports, type-only ones and import() with a literal path. Type-only
 * imports count like the others: a boundary holds for types too.
 */
function importsOnly({ types: t }) {
  return {
    name: "imports-only",
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push("typescript");
      if (options.filename?.endsWith(".tsx")) parserOptions.plugins.push("jsx");
    },
    visitor: {
      Program(program) {
        const sources = [];
        const dynamicSources = [];
        for (const statement of program.node.body) {
          if (
            (t.isImportDeclaration(statement) ||
              t.isExportNamedDeclaration(statement) ||
              t.isExportAllDeclaration(statement)) &&
            statement.source
          ) {
            sources.push(statement.source.value);
          }
        }
        program.traverse({
          CallExpression(call) {
            const [argument] = call.node.arguments;
            if (t.isImport(call.node.callee) && t.isStringLiteral(argument)) {
              dynamicSources.push(argument.value);
            }
          },
        });
        program.node.body = [
          ...sources.map((source) => t.importDeclaration([], t.stringLiteral(source))),
          ...dynamicSources.map((source) =>
            t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])),
          ),
        ];
        program.node.directives = [];
        program.skip();
      },
    },
  };
}

module.exports = { babelrc: false, configFile: false, plugins: [importsOnly] };
