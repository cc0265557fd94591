// /certificate-decoder: the page is CertificateDecoderTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CertificateDecoderTool } from "./CertificateDecoderTool";

export const loader = toolRouteData("/certificate-decoder");
export const meta = toolRouteMeta;
export default toolRoute(CertificateDecoderTool);
