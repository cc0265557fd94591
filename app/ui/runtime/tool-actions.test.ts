// The one action-bar builder: the standard buttons' labels, order, style and shortcuts, and no tool
// writing its own Copy, Download, Clear or Cancel button.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Copy, Download, Trash2 } from "lucide-react";
import { toolActions } from "./tool-actions";

const labels = (spec: Parameters<typeof toolActions>[0]) =>
  toolActions(spec).actions.map((button) => button.label);

it("orders the bar: primary, Cancel, the tool's own, Copy, Download, after, Clear", () => {
  const noop = () => {};
  expect(
    labels({
      primary: { label: "Hash", onClick: noop, running: true, onCancel: noop },
      extra: [{ label: "Now", onClick: noop }],
      copy: { onClick: noop },
      download: { label: "Download CSV", onClick: noop },
      after: [{ label: "Example", onClick: noop }],
      clear: { onClick: noop },
    }),
  ).toEqual(["Working…", "Cancel", "Now", "Copy", "Download CSV", "Example", "Clear"]);
  expect(labels({ primary: { label: "Hash", onClick: noop } })).toEqual(["Hash"]);
});

it("gives the standard buttons their icons and Clear the danger style", () => {
  const { actions } = toolActions({
    copy: { onClick: () => {} },
    download: { onClick: () => {} },
    clear: { onClick: () => {} },
  });
  expect(actions.map((button) => button.icon)).toEqual([Copy, Download, Trash2]);
  expect(actions.map((button) => button.variant)).toEqual([undefined, undefined, "danger"]);
});

it("makes Ctrl+C, Ctrl+S and Esc do what Copy, Download and Clear do, and nothing more", async () => {
  const done: string[] = [];
  const { shortcuts } = toolActions({
    copy: { onClick: async () => void done.push("copy") },
    download: { onClick: () => void done.push("download") },
    clear: { onClick: () => void done.push("clear") },
  });
  shortcuts.onCopy?.();
  shortcuts.onDownload?.();
  shortcuts.onClear?.();
  await Promise.resolve();
  expect(done).toEqual(["copy", "download", "clear"]);
  expect(toolActions({ copy: { onClick: () => {} } }).shortcuts).toEqual({
    onCopy: expect.any(Function),
  });
});

it("is the only place a tool's bar gets a standard button", () => {
  const tools = path.resolve(import.meta.dirname, "../../tools");
  const handWritten = readdirSync(tools, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => {
      const source = readFileSync(path.join(tools, file), "utf8");
      // A standard button spelled out, or a bar's list of buttons typed by hand (as the Crypto
      // Price Tracker's "Copy prices" and "Download CSV" once were).
      return (
        /label: "(Copy|Download|Clear|Cancel|Working…)"/.test(source) ||
        /\bActionBarButton\b/.test(source)
      );
    });
  expect(handWritten).toEqual([]);
});
