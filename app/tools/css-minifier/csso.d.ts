// The part of csso 5 (which ships no types) that the CSS minifier uses: its css-tree fork's parse,
// tokenize and generate, and the compressor. Shapes as in csso/lib/syntax.js and css-tree 2.
declare module "csso" {
  /** A node of css-tree's AST; the minifier reads the few fields named in its own code. */
  export interface CssNode {
    type: string;
    [field: string]: unknown;
  }

  /** A node's slot in its parent's list: assigning `data` replaces the node. */
  export interface CssListItem {
    data: CssNode;
  }

  export interface WalkOptions {
    visit?: string;
    enter: (node: CssNode, item: CssListItem | null) => void;
  }

  /** What css-tree reports to onParseError: the reason, and a 1-based line and column. */
  export interface CssParseError {
    message: string;
    line: number;
    column: number;
    offset: number;
  }

  export interface ParseOptions {
    context?: string;
    positions?: boolean;
    onParseError?: (error: CssParseError) => void;
  }

  export interface CompressOptions {
    /** Merge and move rules (csso's "structural optimisations"); on by default in csso. */
    restructure?: boolean;
    /** Which comments survive: "exclamation" keeps every /*! … *\/, false none. */
    comments?: "exclamation" | "first-exclamation" | boolean;
  }

  export const syntax: {
    parse(source: string, options?: ParseOptions): CssNode;
    compress(ast: CssNode, options?: CompressOptions): { ast: CssNode };
    generate(ast: CssNode): string;
    walk(ast: CssNode, options: WalkOptions): void;
    tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
  };
}
