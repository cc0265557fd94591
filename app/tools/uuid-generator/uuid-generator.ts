// UUID Generator: the pure core (no React, no DOM), run on the main thread for small input and in
// the worker for large. TODO: replace the example transformation with the tool's own.
import { ToolError } from "~/lib/tool-error";

export interface UuidGeneratorJob {
  text: string;
  upperCase: boolean;
}

/** The example input the page starts with. */
export const SAMPLE_INPUT = "Hello, world";

export function uuidGenerator({ text, upperCase }: UuidGeneratorJob): string {
  if (text.includes("\u0000")) throw new ToolError("The input holds a NUL character");
  return upperCase ? text.toUpperCase() : text;
}
