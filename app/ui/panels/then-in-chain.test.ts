// "Then…" opens Chain Tools with the tool on the page as the first step: its options as the page
// has them, by the same names, in the link; its input handed over in this tab's memory, never in
// the link.
import { afterEach, expect, it } from "vitest";
import { type ToolField, registerField } from "~/hooks/tool-fields";
import { loadStep } from "~/lib/chain/steps";
import { decodeState } from "~/lib/share/state-link";
import { chainFromTool as chainFromToolInPage } from "./then-in-chain";

// The step's options as the chain's worker gives them in the page.
const chainFromTool = (toolPath: string) =>
  chainFromToolInPage(toolPath, async (path) => (await loadStep(path)).options);

function field(role: ToolField["role"], value: unknown, written: unknown[] = []): ToolField {
  return {
    role,
    initial: role === "input" ? "" : value,
    read: () => value,
    write: (next) => written.push(next),
    accepts: () => true,
    isUsers: () => false,
  };
}

const removals: (() => void)[] = [];
afterEach(() => removals.splice(0).forEach((remove) => remove()));

it("links to /chain with the tool and its step's options, and hands its input over apart", async () => {
  const tool = "/json-formatter";
  removals.push(
    // How the page shows its result is shared by its link, but is not an option of its step.
    registerField(tool, "view", field("option", "tree")),
    registerField(tool, "indent", field("option", "4")),
    registerField(tool, "sortKeys", field("option", true)),
    registerField(tool, "input", field("input", '{"b": 1, "a": 2}')),
  );
  const address = await chainFromTool(tool);
  expect(address).toMatch(/^\/chain#share=v1\./);
  const state = await decodeState(address.slice(address.indexOf("=") + 1));
  expect(state).toEqual({
    tool: "/chain",
    fields: { steps: [{ tool, options: { indent: "4", sortKeys: true } }] },
  });
  expect(JSON.stringify(state)).not.toContain('"b": 1');

  const received: unknown[] = [];
  removals.push(registerField("/chain", "input", field("input", "", received)));
  expect(received).toEqual(['{"b": 1, "a": 2}']);
});

it("hands nothing over when the tool's input is empty", async () => {
  removals.push(registerField("/url-encoder-decoder", "input", field("input", "")));
  await chainFromTool("/url-encoder-decoder");
  const received: unknown[] = [];
  removals.push(registerField("/chain", "input", field("input", "", received)));
  expect(received).toEqual([]);
});
