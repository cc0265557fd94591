import { describe, expect, it } from "vitest";
import { ChildOrder } from "./xsd-model";

describe("ChildOrder", () => {
  it("finds one order that fits occurrences with different children", () => {
    const order = new ChildOrder();
    order.add(["a", "c"]);
    order.add(["b", "c"]);
    order.add(["a", "b"]);
    expect(order.sequence()).toEqual(["a", "b", "c"]);
  });

  it("counts a run of the same child once", () => {
    const order = new ChildOrder();
    order.add(["a", "a", "b"]);
    expect(order.sequence()).toEqual(["a", "b"]);
  });

  it("has no order when a child comes back after another", () => {
    const order = new ChildOrder();
    order.add(["a", "b", "a"]);
    expect(order.sequence()).toBeNull();
  });

  it("has no order when two occurrences contradict each other", () => {
    const order = new ChildOrder();
    order.add(["a", "b"]);
    order.add(["b", "a"]);
    expect(order.sequence()).toBeNull();
    expect(order.keys).toEqual(["a", "b"]);
  });
});
