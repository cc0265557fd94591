// /password-hash: the page is PasswordHashTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { PasswordHashTool } from "./PasswordHashTool";

export const loader = toolRouteData("/password-hash");
export const meta = toolRouteMeta;
export default toolRoute(PasswordHashTool);
