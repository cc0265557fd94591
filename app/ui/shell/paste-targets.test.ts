// Which field of a tool "Paste anything" fills, by the kind of content, from the catalogue.
import { getTool } from "~/catalogue";
import { pasteTargetOf } from "./paste-targets";

describe("pasteTargetOf", () => {
  it("fills the input of a tool that takes another tool's result, with any text", () => {
    expect(pasteTargetOf(getTool("/json-formatter"), "json")).toEqual({ field: "input" });
    expect(pasteTargetOf(getTool("/jwt-decoder"), "jwt")).toEqual({ field: "input" });
  });

  it("fills the field a tool declares for the kind, and nothing for another kind", () => {
    expect(pasteTargetOf(getTool("/cron-tools"), "cron")).toEqual({ field: "expression" });
    expect(pasteTargetOf(getTool("/timezone-converter"), "time-zone")).toEqual({
      field: "fromZone",
    });
    expect(pasteTargetOf(getTool("/timezone-converter"), "epoch")).toBeNull();
  });

  it("hands a file only to a tool that takes the file itself", () => {
    expect(pasteTargetOf(getTool("/audio-converter"), "audio")).toEqual({ file: true });
    expect(pasteTargetOf(getTool("/video-converter"), "audio")).toBeNull();
    expect(pasteTargetOf(getTool("/message-digester"), "image")).toBeNull();
  });

  it("offers no tool that is not live", () => {
    expect(pasteTargetOf({ ...getTool("/json-formatter"), status: "planned" }, "json")).toBeNull();
  });
});
