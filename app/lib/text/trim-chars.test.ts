import { describe, expect, it } from "vitest";
import { splitAssignment, trimLeading, trimTrailing } from "./trim-chars";

describe("trimTrailing and trimLeading", () => {
  it("remove a run of the given characters from one end only", () => {
    expect(trimTrailing("1.500", "0")).toBe("1.5");
    expect(trimTrailing("Done?!.", ".!?")).toBe("Done");
    expect(trimTrailing("/a//", "/")).toBe("/a");
    expect(trimLeading("0070", "0")).toBe("70");
    expect(trimTrailing("000", "0")).toBe("");
    expect(trimLeading("", "0")).toBe("");
  });

  it("take linear time on a long run followed by another character", () => {
    const text = "0".repeat(200_000) + "1";
    const started = performance.now();
    expect(trimTrailing(text, "0")).toBe(text);
    expect(trimLeading(text, "0")).toBe("1");
    // /0+$/ needs tens of seconds here; a linear pass needs a few milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("splitAssignment", () => {
  it("splits at the first '=' and trims the spaces around it", () => {
    expect(splitAssignment("SHELL = /bin/bash")).toEqual({ name: "SHELL", value: "/bin/bash" });
    expect(splitAssignment("A=b=c")).toEqual({ name: "A", value: "b=c" });
    expect(splitAssignment("no assignment")).toBeNull();
  });
});
