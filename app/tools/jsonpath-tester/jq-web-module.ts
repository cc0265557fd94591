// jq-web's module value is a promise of the jq instance. Imported dynamically by itself, the bundle's
// CommonJS interop hands back an object built on Promise.prototype, which `await` takes for a promise
// and calls `then` on ("Method Promise.prototype.then called on incompatible receiver" in the
// browser). Imported here, statically, it is the promise itself, handed on inside a plain object.
import ready from "jq-web";

export const jqWeb = { ready };
