// /xslt-transformer: the page is XsltTransformerTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { XsltTransformerTool } from "./XsltTransformerTool";

export const loader = toolRouteData("/xslt-transformer");
export const meta = toolRouteMeta;
export default toolRoute(XsltTransformerTool);
