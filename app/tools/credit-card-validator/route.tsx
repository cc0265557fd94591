// /credit-card-validator: the page is CreditCardValidatorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CreditCardValidatorTool } from "./CreditCardValidatorTool";

export const loader = toolRouteData("/credit-card-validator");
export const meta = toolRouteMeta;
export default toolRoute(CreditCardValidatorTool);
