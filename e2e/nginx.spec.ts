// The README's nginx example, served by a real nginx (Debian package) over the built site: pages,
// clean URLs, the 404 page, long-lived assets and the security headers a meta tag cannot carry
// (frame-ancestors and the like), on every kind of response: nginx drops server-level add_header
// lines inside a location that has its own, which is easy to get wrong. Skipped where nginx is not
// installed (.ci/run installs it).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const NGINX = "/usr/sbin/nginx";
const PORT = 4481;
const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const BASE = `http://127.0.0.1:${PORT}`;

/** The README's nginx server block, listening on a local port over this build. */
function readmeServerBlock(): string {
  const readme = readFileSync(path.resolve("README.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)![1];
  return block
    .replace("listen 80;", `listen 127.0.0.1:${PORT};`)
    .replace(/root [^;]+;/, `root ${CLIENT_DIR};`);
}

test.describe("the README's nginx configuration", () => {
  // One nginx, one port: the tests share it in one worker.
  test.describe.configure({ mode: "serial" });
  test.skip(!existsSync(NGINX), "nginx is not installed (apt-get install nginx-light)");
  let nginx: ChildProcess;
  let prefix: string;

  test.beforeAll(async () => {
    prefix = mkdtempSync(path.join(tmpdir(), "bytesmith-nginx-"));
    const config = path.join(prefix, "nginx.conf");
    writeFileSync(
      config,
      `${process.getuid?.() === 0 ? "user root;" : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${readmeServerBlock()}
}
`,
    );
    nginx = spawn(NGINX, ["-p", prefix, "-c", config, "-g", "daemon off;"], { stdio: "inherit" });
    await expect
      .poll(async () => (await fetch(BASE + "/").catch(() => null))?.status, { timeout: 10_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill();
    rmSync(prefix, { recursive: true, force: true });
  });

  /** The security headers every response must carry. */
  function expectSecurityHeaders(response: Response) {
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  }

  test("pages, clean URLs and the 404 page, each with the security headers", async () => {
    const home = await fetch(BASE + "/");
    expect(home.status).toBe(200);
    expectSecurityHeaders(home);
    expect(await home.text()).toContain('http-equiv="Content-Security-Policy"');

    const tool = await fetch(BASE + "/json-formatter");
    expect(tool.status).toBe(200);
    expectSecurityHeaders(tool);
    expect(await tool.text()).toContain("<h1");

    const slash = await fetch(BASE + "/json-formatter/", { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get("location")!, BASE).pathname).toBe("/json-formatter");

    const missing = await fetch(BASE + "/no-such-page");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expect(await missing.text()).toContain("Content-Security-Policy");
  });

  test("assets are immutable and the service worker is never cached, with the headers too", async () => {
    const script = readdirSync(path.join(CLIENT_DIR, "assets")).find((f) => f.endsWith(".js"))!;
    const asset = await fetch(`${BASE}/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expectSecurityHeaders(asset);

    const worker = await fetch(BASE + "/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expectSecurityHeaders(worker);
  });

  test("a path that starts with several slashes does not redirect to another host", async () => {
    const response = await fetch(BASE + "//evil.example/", { redirect: "manual" });
    const location = response.headers.get("location");
    if (location) expect(new URL(location, BASE).host).toBe(`127.0.0.1:${PORT}`);
  });
});
