// /qr-code-generator: the page is QrCodeGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { QrCodeGeneratorTool } from "./QrCodeGeneratorTool";

export const loader = toolRouteData("/qr-code-generator");
export const meta = toolRouteMeta;
export default toolRoute(QrCodeGeneratorTool);
