// /password-generator: the page is PasswordGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { PasswordGeneratorTool } from "./PasswordGeneratorTool";

export const loader = toolRouteData("/password-generator");
export const meta = toolRouteMeta;
export default toolRoute(PasswordGeneratorTool);
