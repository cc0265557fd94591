// /json-to-types: the page is JsonToTypesTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JsonToTypesTool } from "./JsonToTypesTool";

export const loader = toolRouteData("/json-to-types");
export const meta = toolRouteMeta;
export default toolRoute(JsonToTypesTool);
