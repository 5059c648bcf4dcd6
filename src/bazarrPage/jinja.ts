/**
 * Bazarr renders index.html with Jinja, so what the build writes into it must hold nothing Jinja reads: `{{`, `{%`
 * or `{#`. This matches the brace that would open one (a lookahead, so `{{{` yields each brace).
 */
export const jinjaOpening = /\{(?=[{%#])/g;
