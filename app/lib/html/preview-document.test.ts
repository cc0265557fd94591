// @vitest-environment jsdom
import { PLACEHOLDER_TEXT, buildPreviewDocument, previewCsp } from "./preview-document";

const fragment = (html: string, remoteImages = false) =>
  buildPreviewDocument(html, { kind: "fragment", remoteImages });

/** The preview as the frame sees it: its srcdoc parsed again. */
function framePage(srcdoc: string): Document {
  return new DOMParser().parseFromString(srcdoc, "text/html");
}

test("the page's first element is a policy that loads nothing but data: and blob: images", () => {
  const page = framePage(fragment("<p>x</p>").srcdoc);
  const first = page.head.firstElementChild;
  expect(first?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
  expect(first?.getAttribute("content")).toBe(
    "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  );
});

test("allowing remote images widens img-src to https: only", () => {
  expect(previewCsp(true)).toContain("img-src data: blob: https:;");
  expect(previewCsp(true)).toMatch(/^default-src 'none';/);
});

test("a remote image becomes a placeholder that names its address", () => {
  const preview = fragment('<p><img src="https://remote.test/md-img-secret.png" alt="Logo"></p>');
  const page = framePage(preview.srcdoc);
  expect(page.querySelector("img")).toBeNull();
  const box = page.querySelector("[data-preview-placeholder]");
  expect(box?.textContent).toBe(`${PLACEHOLDER_TEXT}: Logo`);
  expect(box?.getAttribute("title")).toContain("https://remote.test/md-img-secret.png");
  expect(preview.blockedImages).toBe(1);
});

test("relative, http and protocol-relative images are placeholders too", () => {
  const preview = fragment(
    '<img src="pic.png"><img src="http://remote.test/a.png"><img src="//remote.test/b.png">',
    true,
  );
  expect(framePage(preview.srcdoc).querySelectorAll("img")).toHaveLength(0);
  expect(preview.blockedImages).toBe(3);
});

test("with remote images allowed, an https image keeps its address", () => {
  const preview = fragment('<img src="https://remote.test/a.png" alt="a">', true);
  expect(framePage(preview.srcdoc).querySelector("img")?.getAttribute("src")).toBe(
    "https://remote.test/a.png",
  );
  expect(preview.blockedImages).toBe(0);
});

test("a data: image stays", () => {
  const src = "data:image/png;base64,iVBORw0KGgo=";
  expect(
    framePage(fragment(`<img src="${src}">`).srcdoc)
      .querySelector("img")
      ?.getAttribute("src"),
  ).toBe(src);
});

test("links lead nowhere and show their target on hover", () => {
  const page = framePage(
    fragment(
      '<a href="https://remote.test/?q=secret" target="_blank" ping="https://remote.test/p">a</a>' +
        '<a href="#top" title="Top">b</a><map><area href="https://remote.test/area"></map>' +
        '<svg><a xlink:href="https://remote.test/svg"><text>c</text></a></svg>',
    ).srcdoc,
  );
  expect(page.querySelectorAll("[href], [target], [ping]")).toHaveLength(0);
  expect(
    page.querySelector("svg a")?.getAttributeNS("http://www.w3.org/1999/xlink", "href"),
  ).toBeNull();
  const titles = Array.from(page.querySelectorAll("[data-preview-link]"), (a) =>
    a.getAttribute("title"),
  );
  expect(titles).toEqual([
    "https://remote.test/?q=secret",
    "Top (#top)",
    "https://remote.test/area",
    "https://remote.test/svg",
  ]);
});

test("video and audio become placeholders, their sources and posters gone", () => {
  const page = framePage(
    fragment(
      '<video src="https://remote.test/v.mp4" poster="https://remote.test/p.png" autoplay></video>' +
        '<audio autoplay><source src="https://remote.test/a.mp3"></audio>',
      true,
    ).srcdoc,
  );
  expect(page.querySelectorAll("video, audio, source")).toHaveLength(0);
  expect(
    Array.from(page.querySelectorAll("[data-preview-placeholder]"), (p) => p.getAttribute("title")),
  ).toEqual(["https://remote.test/v.mp4", "https://remote.test/a.mp3"]);
});

test("backgrounds, srcset and picture sources load nothing unless remote images are allowed", () => {
  const html =
    '<table background="https://remote.test/bg.png"><tbody><tr><td>x</td></tr></tbody></table>' +
    '<picture><source srcset="https://remote.test/s.webp"><img src="data:image/png;base64,AA==" srcset="https://remote.test/2x.png 2x"></picture>';
  const page = framePage(fragment(html).srcdoc);
  expect(page.querySelectorAll("[background], [srcset], source")).toHaveLength(0);
  const allowed = framePage(fragment(html, true).srcdoc);
  expect(allowed.querySelector("table")?.getAttribute("background")).toBe(
    "https://remote.test/bg.png",
  );
});

test("scripts, frames, objects, refreshes, base, link prefetches and templates are gone", () => {
  const page = framePage(
    buildPreviewDocument(
      '<html><head><meta http-equiv="refresh" content="0;url=https://remote.test/"><base href="https://remote.test/">' +
        '<link rel="dns-prefetch" href="//remote.test"><script>1</script></head><body>' +
        '<iframe srcdoc="<a href=https://remote.test/>x</a>"></iframe><object data="https://remote.test/o"></object>' +
        '<embed src="https://remote.test/e"><div><template shadowrootmode="open"><a href="https://remote.test/t">t</a></template></div>' +
        '<svg><a><set attributeName="href" to="https://remote.test/set"/><text>s</text></a><use href="#ok"/><image href="https://remote.test/i.png"/></svg>' +
        "</body></html>",
      { kind: "document", remoteImages: false },
    ).srcdoc,
  );
  expect(
    page.querySelectorAll("script, iframe, object, embed, base, link, template, set"),
  ).toHaveLength(0);
  expect(page.querySelectorAll("meta")).toHaveLength(1); // ours
  expect(page.querySelector("image")?.hasAttribute("href")).toBe(false);
  expect(page.querySelector("use")?.getAttribute("href")).toBe("#ok");
});

test("markup that parses differently a second time cannot bring back a live link", () => {
  // Nested forms are dropped by the parser only when it reads them: serialised and parsed again,
  // the <style> below ends up in MathML, and its text becomes a link.
  const html =
    '<form><math><mtext></form><form><mglyph><style></math><a href="https://remote.test/leak">x</a>';
  const page = framePage(fragment(html).srcdoc);
  expect(page.querySelectorAll("[href]")).toHaveLength(0);
});

test("a document keeps its doctype first, its own styles, and gets the policy first in its head", () => {
  const srcdoc = buildPreviewDocument(
    '<!DOCTYPE html><html lang="en"><head><style>h1{color:red}</style></head><body><h1>T</h1></body></html>',
    { kind: "document", remoteImages: false },
  ).srcdoc;
  expect(srcdoc).toMatch(
    /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy"/,
  );
  expect(srcdoc).toContain("<style>h1{color:red}</style>");
});

test("a fragment follows the dark theme when asked", () => {
  const light = fragment("<p>x</p>").srcdoc;
  const dark = buildPreviewDocument("<p>x</p>", {
    kind: "fragment",
    remoteImages: false,
    dark: true,
  }).srcdoc;
  expect(light).toContain("color-scheme:light");
  expect(dark).toContain("color-scheme:dark");
  expect(dark).toContain("background:#0f172a");
});
