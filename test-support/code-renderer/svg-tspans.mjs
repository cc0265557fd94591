// What a Code Renderer picture colours: each <tspan> of its SVG as "attributes|text", in order. The
// Node unit test (app/tools/code-renderer/sample-tokens.test.ts) and the engines' check
// (e2e-engines/flow-tasks.mjs) read the SVG with this one function, so a difference between them is
// a difference in the tokens the engine's regular expressions found, not in how they were read.

/**
 * @param {string} svg
 * @returns {string[]}
 */
export function svgTspans(svg) {
  return [...svg.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)].map(
    ([, attributes, text]) => `${attributes.trim()}|${text}`,
  );
}
