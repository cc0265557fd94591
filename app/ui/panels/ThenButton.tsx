// The Output panel's "Then…": runs more tools on this result, in Chain Tools, starting from this
// tool with its options and input (then-in-chain.ts). Shown on the tools that declare a chain step
// (the catalogue's chainStep); what it needs is fetched on the click, so a tool page loads only the
// button.
import { ListPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/page/toast-store";
import { errorMessage } from "~/lib/tool-error";
import { useOpenIn } from "../page/open-in";
import { PanelButton } from "./PanelButton";

export const THEN_FAILED = "Could not open Chain Tools.";

export function ThenButton() {
  const openIn = useOpenIn();
  const navigate = useNavigate();
  if (!openIn?.chainStep) return null;
  const toolPath = openIn.path;
  return (
    <PanelButton
      icon={ListPlus}
      label="Then…"
      onClick={() =>
        void import("./then-in-chain")
          .then(({ chainFromTool }) => chainFromTool(toolPath))
          .then((address) => navigate(address))
          .catch((error: unknown) =>
            toast({ title: THEN_FAILED, description: errorMessage(error), variant: "error" }),
          )
      }
    />
  );
}
