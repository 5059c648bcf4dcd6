// Jest transform for the CommonJS indexes of @chakra-ui/react and @ark-ui/react only. Each index requires all
// of its components at once (about 1,900 files with Zag: over a second per test file), while a test renders a
// few dozen. Each `require` becomes one made on first use and each export a getter, so a test file loads what it
// renders. The bundle is untouched (webpack reads their ES modules and drops what is unused).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const REQUIRE = /^(?:var|const|let) ([\w$]+) = require\((['"][^'"]+['"])\);$/;
const EXPORT = /^exports\.([\w$]+) = ([\w$]+)(\.[\w$]+)?;$/;
const GETTER = /^(\t+(?:get: function \(\) \{ )?return )([\w$]+)(\.[\w$]+;(?: \})?)$/;
const PASSED_THROUGH = new RegExp(
  [
    '',
    '"use strict";',
    "'use strict';",
    'Object\\.defineProperty\\(exports, "[\\w$]+", \\{',
    'Object\\.defineProperty\\(exports, Symbol\\.toStringTag, \\{ value: "Module" \\}\\);',
    '\\tenumerable: true,',
    '\\tget: function\\(\\) \\{',
    '\\t\\}',
    '\\}\\);',
  ]
    .map((shape) => `^${shape}$`)
    .join('|'),
);

function lazyIndex(source) {
  const modules = new Set();
  const lazy = (name) => {
    if (!modules.has(name)) throw new Error(`lazyChakraIndex: ${name} is not a required module`);
    return `${name}()`;
  };
  const lines = source.split('\n').map((line) => {
    let match = REQUIRE.exec(line);
    if (match) {
      modules.add(match[1]);
      return `var ${match[1]} = once(function () { return require(${match[2]}); });`;
    }
    match = EXPORT.exec(line);
    if (match)
      return `Object.defineProperty(exports, "${match[1]}", { enumerable: true, get: function () { return ${lazy(match[2])}${match[3] ?? ''}; } });`;
    match = GETTER.exec(line);
    if (match) return `${match[1]}${lazy(match[2])}${match[3]}`;
    if (PASSED_THROUGH.test(line)) return line;
    // Fail loudly when an upgrade changes the index's shape: the rewrite would be unsound.
    throw new Error(`lazyChakraIndex: a line of an unknown shape: ${line}`);
  });
  // A function declaration, hoisted: appended so that a 'use strict' stays the first statement.
  const once =
    'function once(load) { var loaded; return function () { return loaded || (loaded = load()); }; }';
  return [...lines, once].join('\n');
}

const OWN_SOURCE = readFileSync(__filename, 'utf8');

module.exports = {
  lazyIndex,
  process(source) {
    return { code: lazyIndex(source) };
  },
  getCacheKey(source) {
    return createHash('sha1').update(OWN_SOURCE).update(source).digest('hex');
  },
};
