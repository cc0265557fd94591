// Words both modes of the JSONPath and jq Tester use for an input that is not JSON, kept apart from
// either engine so that loading one mode does not load the other.
export const INVALID_JSON_PREFIX = "Input is not valid JSON: ";
