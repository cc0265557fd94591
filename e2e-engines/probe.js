// Loaded first in every page the cross-engine tests open (scripts/serve.mjs --inject-script): it
// records what the drivers cannot read in every engine. Uncaught errors and rejections, CSP
// violations, and each download the page starts (its file name and, for a Blob, its text), which
// is kept from the browser's download manager, since MiniBrowser would ask where to save it.
(() => {
  // saveDownloads: a download is read here and also let through to the browser, which saves it.
  const probe = { errors: [], cspViolations: [], downloads: [], saveDownloads: false };
  window.__probe = probe;
  window.addEventListener("error", (event) => {
    if (event instanceof ErrorEvent) probe.errors.push(String(event.message));
  });
  window.addEventListener("unhandledrejection", (event) =>
    probe.errors.push(`Unhandled rejection: ${String(event.reason?.message ?? event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    probe.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  // The market-data sources' recorded answers, when the test runner put them before this script
  // (e2e-engines/market-data.mjs): the page's fetch of a source gets them, as Chromium's routing
  // gives them; no request leaves the machine.
  const answers = window.__marketDataAnswers;
  if (answers) {
    const origins = new Set(Object.keys(answers).map((url) => new URL(url).origin));
    const fetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!origins.has(url.origin)) return fetch(input, init);
      const answer = answers[url.origin + url.pathname];
      return answer === undefined
        ? Response.json({ message: "not found" }, { status: 404 })
        : Response.json(answer);
    };
  }
  // The Blob behind each object URL, read when a download link to it is clicked (fetching the
  // URL would be a request the page's CSP refuses, as it should).
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (!this.hasAttribute("download")) return click.call(this);
    const download = { name: this.download, text: null, base64: null };
    probe.downloads.push(download);
    if (probe.saveDownloads) click.call(this);
    const blob = blobs.get(this.href);
    // A URL made in a worker (csv-tools streams its result there) has no Blob here to read.
    if (!blob) download.text = `(a URL this page did not make: ${this.href.slice(0, 40)})`;
    else
      // The bytes too (base64), for an image the test decodes with the native tools.
      blob.arrayBuffer().then(
        (buffer) => {
          const bytes = new Uint8Array(buffer);
          let binary = "";
          for (let at = 0; at < bytes.length; at += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          download.base64 = btoa(binary);
          download.text = new TextDecoder().decode(bytes);
        },
        (error) => (download.text = `(unreadable: ${error})`),
      );
  };
})();
