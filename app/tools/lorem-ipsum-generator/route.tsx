// /lorem-ipsum-generator: the page is LoremIpsumGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { LoremIpsumGeneratorTool } from "./LoremIpsumGeneratorTool";

export const loader = toolRouteData("/lorem-ipsum-generator");
export const meta = toolRouteMeta;
export default toolRoute(LoremIpsumGeneratorTool);
