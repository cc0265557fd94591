// /xsd-generator: the page is XsdGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { XsdGeneratorTool } from "./XsdGeneratorTool";

export const loader = toolRouteData("/xsd-generator");
export const meta = toolRouteMeta;
export default toolRoute(XsdGeneratorTool);
