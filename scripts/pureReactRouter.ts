// Webpack loader: react-router's build makes its components at top level; marked pure, unused ones leave the bundle.
/** A top-level component or context of react-router's build: `var Link = React10.forwardRef(`. */
const DECLARATION = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** A top-level `Link.displayName = "Link";`: a name for React's developer tools only. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

/**
 * A webpack loader for react-router's production build, whose components and contexts are made at its top level
 * by calls a minifier must keep (`forwardRef(...)`, `memo(...)`), each followed by a statement naming it: so every
 * one of them stayed in the bundle with all it uses (its framework mode's forms and data routes), whether the app
 * uses it or not. Each call is marked pure and the names go, so the build leaves out those nothing uses.
 * Fails the build if a new react-router declares them another way (one of its files has none).
 */
export default function pureReactRouter(source: string): string {
  const marked = source.replace(DECLARATION, '$1/* @__PURE__ */ $2');
  if (marked === source && /\bforwardRef\(/.test(source))
    throw new Error(
      'react-router no longer declares `var X = React.forwardRef(...)`: see scripts/pureReactRouter.ts',
    );
  return marked.replace(DISPLAY_NAME, '');
}
