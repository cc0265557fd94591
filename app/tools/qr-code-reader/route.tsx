// /qr-code-reader: the page is QrCodeReaderTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { QrCodeReaderTool } from "./QrCodeReaderTool";

export const loader = toolRouteData("/qr-code-reader");
export const meta = toolRouteMeta;
export default toolRoute(QrCodeReaderTool);
