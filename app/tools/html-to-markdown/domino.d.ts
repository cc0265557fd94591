// Types of the one function we use from @mixmark-io/domino (its own d.ts declares "domino").
declare module "@mixmark-io/domino" {
  /** Parses an HTML document as browsers do; `force` parses an empty string too. */
  export function createDocument(html?: string, force?: boolean): Document;
}
