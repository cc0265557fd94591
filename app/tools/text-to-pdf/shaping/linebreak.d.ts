// The part of the linebreak package (UAX #14 line breaking) the layout uses; it ships no types.
declare module "linebreak" {
  export interface Break {
    /** Index in the string (UTF-16 units) where the next line may start. */
    position: number;
    /** True at a mandatory break (a line end). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
