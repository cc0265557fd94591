// /character-counter: the page is CharacterCounterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CharacterCounterTool } from "./CharacterCounterTool";

export const loader = toolRouteData("/character-counter");
export const meta = toolRouteMeta;
export default toolRoute(CharacterCounterTool);
