// /unit-converter: meta and entry from the page data made at prerender, with the default input
// already converted (mathjs runs here at build time; the page fetches it only on first use).
import { toolPageData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { DEFAULT_INPUT, UnitConverterTool, type UnitPageData } from "./UnitConverterTool";
import { convertInput } from "./unit-engine";

export function loader(): UnitPageData {
  const defaultConversion = convertInput(DEFAULT_INPUT);
  if (!defaultConversion) throw new Error("the default input converts to nothing");
  return { ...toolPageData("/unit-converter"), defaultConversion };
}

export const meta = toolRouteMeta;

export default toolRoute(UnitConverterTool);
