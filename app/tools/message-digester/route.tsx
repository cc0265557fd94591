// /message-digester: the page is MessageDigesterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { MessageDigesterTool } from "./MessageDigesterTool";

export const loader = toolRouteData("/message-digester");
export const meta = toolRouteMeta;
export default toolRoute(MessageDigesterTool);
