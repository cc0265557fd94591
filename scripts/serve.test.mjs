// The static server of `npm start` and the browser tests (scripts/serve.mjs), started for real:
// a trailing-slash redirect stays on this site however the path begins (no open redirect).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

let server;
let port;
let dir;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "serve-test-"));
  writeFileSync(path.join(dir, "404.html"), "not found");
  server = spawn(process.execPath, ["scripts/serve.mjs", "--port", "0", "--dir", dir]);
  port = await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.stdout.on("data", (chunk) => {
      const match = /localhost:(\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** The status and Location of a GET for `rawPath`, sent exactly as written. */
function get(rawPath) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: rawPath }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

test("a trailing-slash redirect drops the slash and stays on this site however the path begins", async () => {
  expect(await get("/json-formatter/?a=1")).toEqual({
    status: 301,
    location: "/json-formatter?a=1",
  });
  // The URL parser turns these into "//evil.example/": a Location of "//evil.example" is another site.
  for (const rawPath of ["/.//evil.example/", "/.///evil.example//", "/x/..//evil.example/"]) {
    expect(await get(rawPath)).toEqual({ status: 301, location: "/evil.example" });
  }
});
