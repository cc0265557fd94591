// The second half of the adversarial property test (test-support/adversarial-property.ts): in a file
// of its own so that it runs beside the first half, in app/tools/adversarial-inputs.test.ts.
import { ADVERSARIAL_CORES } from "../../test-support/adversarial-cores";
import { describeAdversarialCores } from "../../test-support/adversarial-property";

describeAdversarialCores(ADVERSARIAL_CORES.filter((_, index) => index % 2 === 1));
