import { describe, expect, it } from "vitest";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { parseUrl } from "./url-parser";
import {
  CREDENTIALS_WITHOUT_HOST_MESSAGE,
  EMPTY_HOST_MESSAGE,
  EMPTY_MESSAGE,
  FILE_PORT_MESSAGE,
  NOT_VALID_MESSAGE,
  OPAQUE_BASE_MESSAGE,
  UNCLOSED_IPV6_MESSAGE,
  badBaseMessage,
  badIpv4Message,
  badIpv6Message,
  badPunycodeMessage,
  forbiddenHostCharMessage,
  hostSpaceMessage,
  invalidReason,
  missingSchemeMessage,
  portNotNumberMessage,
  portOutOfRangeMessage,
  refusedByStandard,
} from "./url-reasons";

const reason = (input: string, base = "") => thrownMessage(() => parseUrl({ input, base }));

describe("why a URL is invalid", () => {
  it("names a missing scheme and suggests a base", () => {
    expect(reason("example.com/path")).toBe(missingSchemeMessage("example.com/path"));
    expect(reason("  ")).toBe(EMPTY_MESSAGE);
  });

  it("names a port that is not a number or out of range", () => {
    expect(reason("http://example.com:80a/")).toBe(portNotNumberMessage("80a"));
    expect(reason("https://example.com:70000/")).toBe(portOutOfRangeMessage("70000"));
    expect(reason("http://[::1]:99999/")).toBe(portOutOfRangeMessage("99999"));
    expect(reason("file://host:21/")).toBe(FILE_PORT_MESSAGE);
  });

  it("names a space or a forbidden character in the host", () => {
    expect(reason("http://exa mple.com/")).toBe(hostSpaceMessage("exa mple.com"));
    expect(reason("http://exa<mple.com/")).toBe(forbiddenHostCharMessage("exa<mple.com", "<"));
    expect(reason("http://a%zz.com/")).toBe(forbiddenHostCharMessage("a%zz.com", "%"));
    expect(reason("foo://a^b/")).toBe(forbiddenHostCharMessage("a^b", "^"));
    expect(forbiddenHostCharMessage("a", "\u0001")).toContain("U+0001 (a control character)");
  });

  it("names an empty host and credentials without a host", () => {
    expect(reason("http://")).toBe(EMPTY_HOST_MESSAGE);
    expect(reason("https://user:pass@/path")).toBe(CREDENTIALS_WITHOUT_HOST_MESSAGE);
  });

  it("names bad IP addresses and bad Punycode", () => {
    expect(reason("http://[::1/")).toBe(UNCLOSED_IPV6_MESSAGE);
    expect(reason("http://[1::2::3]/")).toBe(badIpv6Message("1::2::3"));
    expect(reason("http://1.2.3.256/")).toBe(badIpv4Message("1.2.3.256"));
    expect(reason("http://example.1/")).toBe(badIpv4Message("example.1"));
    expect(reason("http://xn--a-z.com/")).toBe(badPunycodeMessage("xn--a-z"));
  });

  it("resolves against the base, and names a bad base", () => {
    expect(reason("//exa mple.com", "https://x.org/")).toBe(hostSpaceMessage("exa mple.com"));
    expect(reason("a", "not a url")).toBe(badBaseMessage(missingSchemeMessage("not a url")));
    expect(reason("a", "mailto:me@example.com")).toBe(OPAQUE_BASE_MESSAGE);
  });

  it("falls back to a plain message", () => {
    expect(invalidReason("http://valid.example/")).toBe(NOT_VALID_MESSAGE);
  });

  it("answers a long run of one character in linear time", () => {
    const started = performance.now();
    for (const char of [":", "/", "@", "[", "%", "1.", "a", "xn--", " ", "\\", "?"]) {
      const long = char.repeat(200_000);
      for (const input of [long, `http://${long}`, `http://a:${long}`, `foo://${long}`])
        invalidReason(input, "");
      invalidReason(long, "https://example.com/");
    }
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("refusedByStandard", () => {
  it("refuses what Chromium lets through: a %-escaped host and a bad xn-- label", () => {
    // Chromium 156 parses "http://exa mple.com/" as host "exa%20mple.com" and keeps "xn--a-z".
    const chromium = (hostname: string) => ({ protocol: "http:", hostname });
    expect(refusedByStandard(chromium("exa%20mple.com"))).toBe(true);
    expect(refusedByStandard(chromium("xn--a-z.com"))).toBe(true);
    expect(refusedByStandard(new URL("http://example.com/"))).toBe(false);
    expect(refusedByStandard(new URL("http://[::1]/"))).toBe(false);
    expect(refusedByStandard(new URL("foo://a%20b/"))).toBe(false);
  });
});
