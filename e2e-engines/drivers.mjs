// The two engines Playwright cannot drive here, each behind one small interface: Firefox ESR over
// WebDriver BiDi (puppeteer-core) and WebKitGTK's MiniBrowser over classic WebDriver
// (WebKitWebDriver, spoken to with fetch). A session opens pages and runs a function in them;
// everything a test does is such a function (e2e-engines/page-actions.js), so both engines run the
// same steps. WebKitGTK quirks are handled here and listed in docs/cross-engine-tests.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";

/**
 * @typedef {object} EngineSession
 * @property {string} name
 * @property {string} version
 * @property {(url: string) => Promise<void>} goto
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} run  An (async) function run in
 *   the page with JSON arguments; its JSON result.
 * @property {() => Promise<void>} clickMarked  Presses the element marked [data-engine-click] with
 *   the engine's own input (a user's gesture, which a script's click() is not).
 * @property {() => Promise<void>} close
 * @property {() => string[]} [savedFiles]  The names of the files the engine has saved to its
 *   download folder, finished ones only (Firefox; WebKitGTK's MiniBrowser saves nothing).
 */

/** @returns {Promise<EngineSession>} */
export async function openFirefox() {
  // A download the page lets through is saved here without a dialog, under the name Firefox gives
  // it (which may differ from the page's: Firefox renames by the file's type).
  const downloadFolder = mkdtempSync(path.join(os.tmpdir(), "firefox-downloads-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: {
      "browser.download.dir": downloadFolder,
      "browser.download.folderList": 2,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.start_downloads_in_tmp_dir": false,
    },
  });
  const page = await browser.newPage();
  return {
    name: "firefox",
    version: await browser.version(),
    goto: async (url) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: "load" });
          return;
        } catch (error) {
          // Firefox at times aborts the navigation away from a page that has just shown a result
          // (NS_BINDING_ABORTED, in 4 of 20 loaded runs; most often leaving /html-to-markdown):
          // going there once more is what the next step needs, and a second abort still fails.
          if (attempt === 1 && String(error?.message).includes("NS_BINDING_ABORTED")) continue;
          throw named(`going to ${url}`, error);
        }
      }
    },
    run: (fn, ...args) =>
      page.evaluate(fn, ...args).catch((error) => {
        throw named(`running ${fn.name || "a step"}`, error);
      }),
    clickMarked: async () => {
      const marked = await page.$("[data-engine-click]");
      if (!marked) throw new Error("no element marked to click");
      await marked.click();
    },
    savedFiles: () => readdirSync(downloadFolder).filter((name) => !name.endsWith(".part")),
    close: async () => {
      await browser.close();
      rmSync(downloadFolder, { recursive: true, force: true });
    },
  };
}

/** The driver's error, saying which step it came from (a report names the step that failed). */
function named(step, error) {
  return new Error(`${step}: ${error instanceof Error ? error.message : String(error)}`);
}

/** How long a WebKit navigation may take to show its document after the driver answered. */
const NAVIGATION_SETTLE_MS = 10_000;

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * WebKitGTK has no headless mode: it runs on the X display `display` (Xvfb, see e2e-engines/run.mjs).
 * @returns {Promise<EngineSession>}
 */
export async function openWebKit(port, display) {
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display },
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (json.value?.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  let session;
  for (let attempt = 0; !session; attempt++) {
    try {
      session = await call("POST", "/session", {
        capabilities: {
          alwaysMatch: {
            "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
          },
        },
      });
    } catch (error) {
      // The driver takes a moment to listen.
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const id = session.sessionId;
  return {
    name: "webkit",
    version: `${session.capabilities.browserName} ${session.capabilities.browserVersion}`,
    goto: async (url) => {
      await call("POST", `/session/${id}/url`, { url }).catch((error) => {
        throw named(`going to ${url}`, error);
      });
      // WebKitWebDriver at times answered before the new document had replaced the old one: the
      // next step then ran in the old page and was cut off by its unload ("no such frame: Callback
      // was not called before the unload event"). So: wait until the document is the one asked for.
      const path = new URL(url).pathname;
      for (const start = Date.now(); Date.now() - start < NAVIGATION_SETTLE_MS;) {
        const [shownPath, readyState] = await call("POST", `/session/${id}/execute/sync`, {
          script: "return [location.pathname, document.readyState]",
          args: [],
        }).catch(() => []);
        if (shownPath === path && readyState === "complete") return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    // Through execute/async, so an async function's promise is awaited in every case. Errors come
    // back as values: a thrown script error's message is all WebKitWebDriver would return.
    run: async (fn, ...args) => {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))
          .then((value) => done({ value }), (error) => done({ error: String(error?.stack ?? error) }));`;
      const result = await call("POST", `/session/${id}/execute/async`, { script, args: [] }).catch(
        (error) => {
          throw named(`running ${fn.name || "a step"}`, error);
        },
      );
      if (result?.error) throw new Error(result.error);
      return result?.value;
    },
    clickMarked: async () => {
      const element = await call("POST", `/session/${id}/element`, {
        using: "css selector",
        value: "[data-engine-click]",
      });
      await call("POST", `/session/${id}/element/${Object.values(element)[0]}/click`, {});
    },
    close: async () => {
      try {
        await call("DELETE", `/session/${id}`);
      } finally {
        driver.kill();
      }
    },
  };
}
