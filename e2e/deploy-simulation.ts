// A deploy, as a browser test can stage it: a copy of the built site, served on its own port,
// then changed the way a new build changes it. One asset gets a new content hash, so every
// file naming it changes too and, if it is an asset, gets a new hash in turn; the old files are
// gone from the host; sw.js lists the new names with their new revisions.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withContentSecurityPolicy } from "../build-tools/content-security-policy";

const TEXT_FILE = /\.(html|js|json|data|css|webmanifest|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** "…/json-formatter/index.html" → "/json-formatter". */
function pagePathOf(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join("/");
  return "/" + relative.replace(/(?:^|\/)index\.html$/, "").replace(/\.html$/, "");
}

export function copySite(fromDir: string, toDir: string) {
  cpSync(fromDir, toDir, { recursive: true });
}

/** Gives `assetName` (and, in cascade, every asset that names it) a new hash; returns the renames. */
export function deployNewVersion(siteDir: string, assetName: string): Map<string, string> {
  const renames = new Map<string, string>();
  let pending = [assetName];
  let round = 0;
  while (pending.length > 0) {
    round++;
    const renamedNow = new Map(
      pending.map((name) => [
        name,
        name.replace(/-[\w-]{8}(\.\w+)$/, `-Deploy${String(round).padStart(2, "0")}$1`),
      ]),
    );
    const changedAssets: string[] = [];
    for (const file of filesUnder(siteDir).filter((f) => TEXT_FILE.test(f))) {
      const before = readFileSync(file, "utf8");
      let after = before;
      for (const [from, to] of renamedNow) after = after.split(from).join(to);
      if (after === before) continue;
      // A new build writes each page's policy for its new inline scripts: so does this deploy.
      if (file.endsWith(".html"))
        after = withContentSecurityPolicy(after, pagePathOf(siteDir, file));
      writeFileSync(file, after);
      const name = path.basename(file);
      if (path.basename(path.dirname(file)) === "assets" && !renamedNow.has(name)) {
        changedAssets.push(name);
      }
    }
    for (const [from, to] of renamedNow) {
      renameSync(path.join(siteDir, "assets", from), path.join(siteDir, "assets", to));
      renames.set(from, to);
    }
    pending = changedAssets.filter((name) => !renames.has(name));
  }
  refreshPrecacheRevisions(siteDir);
  return renames;
}

/** Workbox's revision of a precached file is the MD5 of its content. */
function refreshPrecacheRevisions(siteDir: string) {
  const swFile = path.join(siteDir, "sw.js");
  const sw = readFileSync(swFile, "utf8").replace(
    /url:"([^"]+)",revision:"([^"]+)"/g,
    (_, url: string) => {
      const relative = url === "/" ? "index.html" : url.replace(/^\//, "");
      let file = path.join(siteDir, relative);
      if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
        file = path.join(file, "index.html");
      const revision = createHash("md5").update(readFileSync(file)).digest("hex");
      return `url:"${url}",revision:"${revision}"`;
    },
  );
  writeFileSync(swFile, sw);
}

export async function serveSite(siteDir: string, port: number): Promise<ChildProcess> {
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already serves something: not our copy of the site`);
  const server = spawn(
    process.execPath,
    [path.resolve("scripts/serve.mjs"), "--port", String(port), "--dir", siteDir],
    { stdio: "ignore" },
  );
  let exited = false;
  server.on("exit", () => (exited = true));
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the copy of the site did not start on port ${port} (is the port taken?)`);
}
