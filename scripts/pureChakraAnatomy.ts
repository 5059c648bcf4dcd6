// Webpack loader: Chakra's anatomy.js builds every component's anatomy on import; marked pure, unused ones leave the bundle.
/** A top-level declaration of Chakra's anatomy.js: `const alertAnatomy = createAnatomy("alert").parts(...)`. */
const DECLARATION = /^const (\w+Anatomy) = /gm;

/**
 * A webpack loader for Chakra's anatomy.js, which builds the anatomy (the part names) of all ~90 components when it
 * is imported: the recipes the app uses import it for theirs. Each declaration is marked pure, so the build leaves
 * out those nothing uses, with the modules of other components they import. Fails the build if a new
 * Chakra declares them another way.
 */
export default function pureChakraAnatomy(source: string): string {
  const marked = source.replace(DECLARATION, 'const $1 = /* @__PURE__ */ ');
  if (marked === source)
    throw new Error(
      "Chakra's anatomy.js no longer declares `const xAnatomy = ...`: see scripts/pureChakraAnatomy.ts",
    );
  return marked;
}
