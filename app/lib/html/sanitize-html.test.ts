// @vitest-environment jsdom
import { sanitizeHtml } from "./sanitize-html";

/** Classic XSS vectors: none may leave anything that can run code. */
const XSS_VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//>",
  '<body onload="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<math href="javascript:alert(1)">x</math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  "<style>body{background:url('javascript:alert(1)')}</style>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle="alert(1)">x</details>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><img src=x onerror=alert(1)></template>",
  '<video poster="javascript:alert(1)"></video>',
  '<a href="#" onclick="alert(1)">x</a>',
];

/** What would run code if the sanitized HTML were put into a page. */
const DANGEROUS =
  /<script|<style|<svg|<math|<iframe|<object|<embed|<form|<meta|<base|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|style=/i;

test.each(XSS_VECTORS)("no dangerous code survives: %s", (vector) => {
  expect(sanitizeHtml(vector)).not.toMatch(DANGEROUS);
});

test("ordinary formatting, links and images are kept", () => {
  const html =
    '<h1>Title</h1><p><strong>bold</strong> <a href="https://example.com/a?b=1" title="t">link</a></p>' +
    '<img src="/logo.png" alt="Logo"><table><tbody><tr><td>cell</td></tr></tbody></table>';
  expect(sanitizeHtml(html)).toBe(html);
});

test("relative, fragment and mailto links are kept", () => {
  const html =
    '<a href="docs/page.html">a</a><a href="#top">b</a><a href="mailto:a@example.com">c</a>';
  expect(sanitizeHtml(html)).toBe(html);
});

test("a disabled task-list checkbox is kept", () => {
  expect(sanitizeHtml('<input checked="" disabled="" type="checkbox">')).toBe(
    '<input checked="" disabled="" type="checkbox">',
  );
});

describe("what else the sanitizer removes, so a preview cannot reach the page", () => {
  test("links keep only http, https, mailto, tel, relative and fragment URLs", () => {
    const kept = [
      "http://a.example/",
      "https://a.example/",
      "mailto:a@b",
      "tel:+1",
      "p/q:r",
      "#x",
      "?q=1",
    ];
    const dropped = [
      "x1:alert(1)",
      " X2:run",
      "web+app:open",
      "ms-officecmd:open",
      "file:///etc/passwd",
    ];
    for (const href of kept) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    for (const href of dropped) expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  test("ids and names are prefixed, so they cannot clobber document or window properties", () => {
    const html = sanitizeHtml(
      '<img name="getElementById" id="cookie"><a id="location" name="x">y</a>',
    );
    expect(html).not.toMatch(/(id|name)="(?!user-content-)/);
    expect(html).toContain('id="user-content-location"');
  });

  test("data-* attributes are removed", () => {
    expect(sanitizeHtml('<p data-x="1" data-action="run">t</p>')).toBe("<p>t</p>");
  });

  test("no form control survives but a disabled checkbox", () => {
    const html = sanitizeHtml(
      '<input type="text" name="password"><input type="image" src="https://remote.example/a.png">' +
        '<input type="checkbox" form="f" formaction="https://remote.example/" name="c">' +
        "<button>go</button><select><option>a</option></select><textarea>t</textarea>" +
        '<form action="https://remote.example/"><p>x</p></form><output>1</output>' +
        "<datalist><option>a</option></datalist>",
    );
    // The controls go; their text stays, as text.
    expect(html).toBe('<input disabled="" type="checkbox">goat<p>x</p>1a');
  });

  test("a checkbox that is not disabled becomes disabled", () => {
    expect(sanitizeHtml('<input type="checkbox" checked>')).toBe(
      '<input checked="" disabled="" type="checkbox">',
    );
  });

  test("media do not play by themselves", () => {
    const html = sanitizeHtml(
      '<video autoplay src="https://remote.example/v.mp4"></video><audio autoplay="" src="a.mp3"></audio>',
    );
    expect(html).toBe(
      '<video src="https://remote.example/v.mp4"></video><audio src="a.mp3"></audio>',
    );
  });

  test("a poster keeps only a safe URL", () => {
    expect(sanitizeHtml('<video poster="x1:y"></video>')).toBe("<video></video>");
    expect(sanitizeHtml('<video poster="https://remote.example/p.png"></video>')).toBe(
      '<video poster="https://remote.example/p.png"></video>',
    );
  });

  test("table and cell backgrounds are removed", () => {
    expect(
      sanitizeHtml(
        '<table background="https://remote.example/bg.png"><tbody><tr><td background="x.png">a</td></tr></tbody></table>',
      ),
    ).toBe("<table><tbody><tr><td>a</td></tr></tbody></table>");
  });
});
