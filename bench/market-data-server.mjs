// The market-data sources answered from the e2e recordings (e2e/market-data-fixtures.ts), for
// benchmarks of /currency-converter and /crypto-price-tracker on a machine without internet: a local
// HTTPS server with a throwaway self-signed certificate. Chromium reaches it for the real host names
// through `chromiumFlags` (--host-resolver-rules, and --ignore-certificate-errors for the
// certificate).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);

export async function startMarketDataServer(port) {
  const fixtures = await jiti.import("../e2e/market-data-fixtures.ts");
  const { COINGECKO, FRANKFURTER } = await jiti.import(
    "../app/lib/market-data/market-data-sources.ts",
  );
  const dir = mkdtempSync(path.join(tmpdir(), "market-data-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const server = createServer(
    {
      key: readFileSync(path.join(dir, "key.pem")),
      cert: readFileSync(path.join(dir, "cert.pem")),
    },
    (request, response) => {
      const url = new URL(request.url, "https://localhost");
      const body = url.pathname.endsWith("/latest")
        ? fixtures.FRANKFURTER_LATEST
        : url.pathname.endsWith("/coins/markets")
          ? fixtures.COINGECKO_MARKETS
          : null;
      response.writeHead(body ? 200 : 404, {
        "content-type": "application/json",
        ...fixtures.CORS_HEADERS,
      });
      response.end(JSON.stringify(body ?? { message: "not found" }));
    },
  );
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const hosts = [COINGECKO.origin, FRANKFURTER.origin].map((origin) => new URL(origin).host);
  return {
    chromiumFlags: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(",")}`,
      "--ignore-certificate-errors",
    ],
    stop() {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
