// /credit-card-validator: meta from the catalogue entry; the page itself is CreditCardValidatorTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { CreditCardValidatorTool } from "./CreditCardValidatorTool";

const tool = getTool("/credit-card-validator");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CreditCardValidatorRoute() {
  return <CreditCardValidatorTool tool={tool} />;
}
