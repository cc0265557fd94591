// /pdf-to-text: the page is PdfToTextTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { PdfToTextTool } from "./PdfToTextTool";

export const loader = toolRouteData("/pdf-to-text");
export const meta = toolRouteMeta;
export default toolRoute(PdfToTextTool);
