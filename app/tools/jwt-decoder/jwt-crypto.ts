// What the page loads on first use of a key: verifying, signing and making keys (jose and Web
// Crypto), kept out of the page's first load.
export { verifyToken } from "./jwt-verify";
export { makeKey, signToken } from "./jwt-sign";
