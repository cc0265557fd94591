// HTTP: every status code in the IANA registry (RFC 9110 and its companions) with its reason
// phrase, and the methods with whether they are safe and idempotent.
import type { CheatEntry, Cheatsheet } from "../cheatsheet-types";

/** [code and reason phrase, one-line meaning] */
type Status = [string, string];

const entries = (rows: readonly Status[]): CheatEntry[] =>
  rows.map(([code, description]) => ({ code, description }));

const INFORMATIONAL: Status[] = [
  ["100 Continue", "The request headers were accepted: send the body"],
  [
    "101 Switching Protocols",
    "The server switches protocol as the Upgrade header asked (e.g. WebSocket)",
  ],
  ["102 Processing", "WebDAV: the request is still being worked on (obsolete)"],
  ["103 Early Hints", "Preliminary headers (Link: preload) sent before the final response"],
];

const SUCCESS: Status[] = [
  ["200 OK", "The request succeeded; the body holds the result"],
  ["201 Created", "A new resource was created; Location says where"],
  ["202 Accepted", "Accepted for processing, which has not finished (asynchronous work)"],
  ["203 Non-Authoritative Information", "Success, but a proxy changed the returned content"],
  ["204 No Content", "Success with no body (common answer to DELETE or PUT)"],
  ["205 Reset Content", "Success: the client should reset the form or view that sent the request"],
  ["206 Partial Content", "Only the byte range asked for with a Range header"],
  ["207 Multi-Status", "WebDAV: one status for each of several resources, in an XML body"],
  ["208 Already Reported", "WebDAV: members already listed earlier in the same response"],
  [
    "226 IM Used",
    "The body is the result of instance manipulations applied to the resource (delta encoding)",
  ],
];

const REDIRECTION: Status[] = [
  ["300 Multiple Choices", "Several representations exist; the client may choose one"],
  ["301 Moved Permanently", "The resource has a new permanent URL; clients may change POST to GET"],
  ["302 Found", "Temporarily at another URL; clients may change POST to GET"],
  ["303 See Other", "Fetch the result at another URL with GET (after a POST)"],
  ["304 Not Modified", "The cached copy is still valid (answer to a conditional request)"],
  ["305 Use Proxy", "Deprecated: access through the given proxy"],
  ["306 (Unused)", "Reserved; no longer used"],
  ["307 Temporary Redirect", "Temporarily at another URL; repeat the same method and body"],
  ["308 Permanent Redirect", "Permanently at another URL; repeat the same method and body"],
];

const CLIENT_ERROR: Status[] = [
  ["400 Bad Request", "The request is malformed (syntax, framing or invalid parameters)"],
  ["401 Unauthorized", "Authentication is missing or failed; see WWW-Authenticate"],
  ["402 Payment Required", "Reserved for future use; some APIs use it for billing limits"],
  ["403 Forbidden", "Understood but refused: the client lacks permission"],
  ["404 Not Found", "No resource at this URL (or the server will not say it exists)"],
  ["405 Method Not Allowed", "The method is not supported here; Allow lists the ones that are"],
  ["406 Not Acceptable", "No representation matches the Accept headers"],
  ["407 Proxy Authentication Required", "Authenticate with the proxy first"],
  ["408 Request Timeout", "The server gave up waiting for the complete request"],
  ["409 Conflict", "Conflicts with the resource's current state (edit conflict, duplicate)"],
  ["410 Gone", "Removed on purpose and not coming back"],
  ["411 Length Required", "A Content-Length header is required"],
  ["412 Precondition Failed", "A conditional header (If-Match, If-Unmodified-Since) did not hold"],
  ["413 Content Too Large", "The request body is larger than the server accepts"],
  ["414 URI Too Long", "The URL is longer than the server will read"],
  ["415 Unsupported Media Type", "The body's Content-Type or encoding is not supported"],
  ["416 Range Not Satisfiable", "The requested Range lies outside the resource"],
  ["417 Expectation Failed", "The Expect header cannot be met"],
  ["418 (Unused)", "Reserved because of the joke 'I'm a teapot' (RFC 2324); not a real status"],
  [
    "421 Misdirected Request",
    "Sent to a server that cannot answer for this host (connection reuse)",
  ],
  ["422 Unprocessable Content", "Well-formed but semantically invalid (validation errors)"],
  ["423 Locked", "WebDAV: the resource is locked"],
  ["424 Failed Dependency", "WebDAV: failed because an action it depended on failed"],
  [
    "425 Too Early",
    "The server will not risk processing a request that might be replayed (TLS early data)",
  ],
  ["426 Upgrade Required", "Switch to another protocol, named in the Upgrade header"],
  ["428 Precondition Required", "The request must be conditional (to prevent lost updates)"],
  ["429 Too Many Requests", "Rate limited; Retry-After may say when to try again"],
  ["431 Request Header Fields Too Large", "One header or all of them together are too large"],
  ["451 Unavailable For Legal Reasons", "Blocked for legal reasons (censorship, court order)"],
];

const SERVER_ERROR: Status[] = [
  ["500 Internal Server Error", "An unexpected error on the server"],
  ["501 Not Implemented", "The server does not support the method or feature"],
  ["502 Bad Gateway", "A gateway or proxy got an invalid answer from the server behind it"],
  [
    "503 Service Unavailable",
    "Overloaded or down for maintenance; Retry-After may say for how long",
  ],
  [
    "504 Gateway Timeout",
    "A gateway or proxy did not get an answer in time from the server behind it",
  ],
  ["505 HTTP Version Not Supported", "The request's HTTP version is not supported"],
  ["506 Variant Also Negotiates", "Content negotiation is misconfigured on the server (a loop)"],
  [
    "507 Insufficient Storage",
    "WebDAV: the server cannot store what is needed to complete the request",
  ],
  ["508 Loop Detected", "WebDAV: an infinite loop was found while processing the request"],
  ["510 Not Extended", "Obsolete: the request needs an HTTP extension the server requires"],
  ["511 Network Authentication Required", "Log in to the network first (a captive portal)"],
];

const METHODS: Status[] = [
  ["GET", "Read a resource. Safe, idempotent, cacheable"],
  ["HEAD", "Like GET but headers only, no body. Safe, idempotent, cacheable"],
  ["OPTIONS", "Which methods and features a resource supports (CORS preflight). Safe, idempotent"],
  ["TRACE", "Echo the request back, for diagnosis; usually disabled. Safe, idempotent"],
  ["PUT", "Create or replace the resource with the body. Idempotent, not safe"],
  ["DELETE", "Remove the resource. Idempotent, not safe"],
  [
    "POST",
    "Process the body: create a sub-resource, submit a form, run an action. Neither safe nor idempotent",
  ],
  ["PATCH", "Apply a partial change (RFC 5789). Neither safe nor idempotent by definition"],
  ["CONNECT", "Open a tunnel through a proxy (HTTPS via a proxy). Neither safe nor idempotent"],
];

export const httpSheet: Cheatsheet = {
  id: "http",
  title: "HTTP status codes and methods",
  summary:
    "Every registered HTTP status code with its reason phrase and meaning, and the request methods. Safe: does not change the server's state; idempotent: repeating it has the same effect as sending it once.",
  sections: [
    { title: "Methods", entries: entries(METHODS) },
    { title: "1xx Informational", entries: entries(INFORMATIONAL) },
    { title: "2xx Success", entries: entries(SUCCESS) },
    { title: "3xx Redirection", entries: entries(REDIRECTION) },
    { title: "4xx Client errors", entries: entries(CLIENT_ERROR) },
    { title: "5xx Server errors", entries: entries(SERVER_ERROR) },
  ],
};
