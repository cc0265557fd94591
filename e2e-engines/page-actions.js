// Steps the cross-engine tests run inside a page. Each is a self-contained function (drivers send
// its source), so it may use only the DOM and its own arguments.

/**
 * Waits until React has hydrated the page (the root sets data-hydrated), at most `timeoutMs`.
 * Firefox may run this in a document that has no root element yet (seen in CI right after a
 * navigation): that is a page not hydrated yet, not an error.
 */
export async function waitForHydration(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!document.documentElement?.hasAttribute("data-hydrated")) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The page's heading and what the probe recorded (e2e-engines/probe.js). */
export function pageReport() {
  const probe = window.__probe ?? { errors: ["the probe did not run"], cspViolations: [] };
  return {
    heading: document.querySelector("h1")?.textContent?.trim() ?? null,
    errors: probe.errors,
    cspViolations: probe.cspViolations,
    downloads: probe.downloads,
  };
}

/**
 * What a failed wait needs to be explained: the alerts and status lines the page shows, and what
 * each element named `label` is (a textarea before CodeMirror loads, CodeMirror's content after).
 */
export function pageState(label) {
  const said = [...document.querySelectorAll("[role=alert], [role=status], [aria-live]")]
    .map((element) => element.textContent.trim())
    .filter(Boolean);
  const named = [...document.querySelectorAll("[aria-label]")]
    .filter((element) => element.getAttribute("aria-label") === label)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className.split(" ")[0]}`);
  return `the page says ${JSON.stringify(said)}; "${label}" is ${named.join(", ") || "nowhere"}`;
}

/**
 * Types `text` into the field named `label` (aria-label, or its <label>) as a user's paste would
 * arrive: a textarea or input through its native value setter and an input event (what React
 * listens to), a CodeMirror editor through the editing command a paste uses, a select by choosing
 * the option whose value is `text`.
 */
export async function fillField(label, text) {
  const named = (element) =>
    element.getAttribute("aria-label") === label ||
    [...(element.labels ?? [])].some((l) => l.textContent.trim() === label);
  const field = [
    ...document.querySelectorAll("textarea, input, select, [contenteditable=true]"),
  ].find(named);
  if (!field) throw new Error(`no field named "${label}"`);
  if (field.isContentEditable) {
    field.focus();
    document.execCommand("selectAll");
    document.execCommand("insertText", false, text);
    return;
  }
  if (field instanceof HTMLSelectElement) {
    // A long list may be filled in after the page starts (e.g. every time zone): as a user would,
    // wait until the choice is offered, then make it and report it with a change event.
    const deadline = Date.now() + 10_000;
    while (![...field.options].some((option) => option.value === text)) {
      if (Date.now() > deadline) throw new Error(`"${label}" offers no "${text}"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    field.value = text;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const prototype = Object.getPrototypeOf(field);
  Object.getOwnPropertyDescriptor(prototype, "value").set.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Clicks the enabled button whose name (aria-label or text) is `name`, inside the region named
 * `within` when given, waiting up to 10 s for it.
 */
export async function clickButton(name, within, markOnly = false) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const scope = within
      ? [...document.querySelectorAll("[aria-label]")].find(
          (e) => e.getAttribute("aria-label") === within,
        )
      : document;
    const button = [...(scope?.querySelectorAll("button") ?? [])].find(
      (b) =>
        !b.disabled &&
        ((b.getAttribute("aria-label") ?? "").trim() === name || b.textContent.trim() === name),
    );
    if (button) {
      // markOnly: the driver presses it as a user does (session.clickMarked), for what a browser
      // allows only on a user's gesture; a script's click() is none.
      if (!markOnly) return button.click();
      for (const marked of document.querySelectorAll("[data-engine-click]"))
        marked.removeAttribute("data-engine-click");
      button.setAttribute("data-engine-click", "");
      return;
    }
    if (Date.now() > deadline) throw new Error(`no enabled button named "${name}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits up to `timeoutMs` until the text of the field or region named `label` contains
 * `expected`; returns that text (or, on time out, what it last was, for the failure message).
 */
export async function waitForText(label, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const textOf = () => {
    const element =
      label === null
        ? document.body
        : [...document.querySelectorAll("[aria-label]")].find(
            (e) => e.getAttribute("aria-label") === label,
          );
    if (!element) return null;
    if ("value" in element && typeof element.value === "string") return element.value;
    // A region's text, and the values of the fields in it (a result may be editable).
    const values = [...element.querySelectorAll("input, textarea")].map((field) => field.value);
    return [element.innerText ?? element.textContent, ...values].join("\n");
  };
  for (;;) {
    const text = textOf();
    if (text !== null && text.includes(expected)) return { ok: true, text };
    if (Date.now() > deadline) return { ok: false, text };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits up to `timeoutMs` for the page's `index`-th download to be read; returns it. */
export async function waitForDownload(index, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const download = window.__probe.downloads[index];
    if (download && download.text !== null) return download;
    if (Date.now() > deadline) return download ?? null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Chooses a file named `name` in the page's (first) file input, as the file picker would: of
 * `text`, or of the bytes `base64` holds.
 */
export function chooseFile(name, text, base64 = null) {
  const input = document.querySelector("input[type=file]");
  if (!input) throw new Error("no file input");
  const files = new DataTransfer();
  const content =
    base64 === null ? text : Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  files.items.add(new File([content], name, { type: base64 === null ? "text/plain" : "" }));
  input.files = files.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Waits up to `timeoutMs` until the page's text contains `expected`. */
/** Waits up to `timeoutMs` until the page says one of `expected`; returns which, or null. */
export async function waitForAnyPageText(expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const said = expected.find((text) => document.body.innerText.includes(text));
    if (said) return said;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForPageText(expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!document.body.innerText.includes(expected)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
