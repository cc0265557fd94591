import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, withContentSecurityPolicy } from "./content-security-policy";

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>var a = 1;</script>' +
  '<script src="/assets/x.js"></script></head><body><script>$RC("B:1","S:1")</script></body></html>';

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("withContentSecurityPolicy", () => {
  it("puts the policy right after the charset declaration, before any script", () => {
    const html = withContentSecurityPolicy(PAGE, "/x");
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>/,
    );
  });

  it("allows exactly the page's inline scripts and the module script it starts, by hash", () => {
    const started = PAGE.replace(
      "</head>",
      '<script type="application/json" id="app-start">{"preloads":[],"module":"import(\'/a.js\')"}</script></head>',
    );
    const html = withContentSecurityPolicy(started, "/x");
    const policy = /content="([^"]+)"/.exec(html)![1];
    const scriptSources = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(
      scriptSources
        .split(" ")
        .filter((s) => s.startsWith("'sha256-"))
        .sort(),
    ).toEqual([hashOf("var a = 1;"), hashOf('$RC("B:1","S:1")'), hashOf("import('/a.js')")].sort());
    expect(scriptSources).not.toContain("unsafe-inline");
  });

  it("replaces the policy of a page that changed since, instead of adding a second one", () => {
    const first = withContentSecurityPolicy(PAGE, "/x");
    const changed = first.replace("var a = 1;", "var a = 2;");
    const again = withContentSecurityPolicy(changed, "/x");
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(again).toContain(hashOf("var a = 2;"));
    expect(again).not.toContain(hashOf("var a = 1;"));
  });
});

describe("contentSecurityPolicy", () => {
  it("loads nothing from elsewhere: no object, no base, no form target, own origin only", () => {
    const policy = contentSecurityPolicy([], "/json-formatter");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
  });

  it("lets only the preview pages show remote https images (the user's opt-in option)", () => {
    expect(contentSecurityPolicy([], "/markdown-to-html")).toContain(
      "img-src 'self' data: blob: https:;",
    );
    expect(contentSecurityPolicy([], "/json-formatter")).toContain("img-src 'self' data: blob:;");
  });
});

describe("media-src", () => {
  it("lets only the pages that play a chosen file play it from a blob: URL", () => {
    expect(contentSecurityPolicy([], "/audio-converter")).toContain("media-src 'self' blob:;");
    expect(contentSecurityPolicy([], "/json-formatter")).not.toContain("media-src");
  });
});

describe("connect-src of the AI pages", () => {
  it("lets the three AI pages reach a model on this machine or over HTTPS, and no other page", () => {
    for (const path of ["/html-to-markdown", "/ai-slugifier", "/sitemap-generator"])
      expect(contentSecurityPolicy([], path)).toContain(
        "connect-src 'self' http://localhost:* http://127.0.0.1:* https:;",
      );
    for (const path of ["/", "/json-formatter", "/markdown-to-html", "/ai-slugifier/extra"])
      expect(contentSecurityPolicy([], path)).toContain("connect-src 'self';");
  });

  it("keeps the market-data pages to their one source", () => {
    expect(contentSecurityPolicy([], "/currency-converter")).toMatch(
      /connect-src 'self' https:\/\/[^ ;]+;/,
    );
  });
});
