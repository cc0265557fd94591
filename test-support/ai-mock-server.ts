// A local OpenAI-compatible chat-completions server for the AI tests: node http on a free
// port of 127.0.0.1, so no test reaches the internet. The first path segment picks a behaviour:
//   /v1/…          answers (streamed as SSE when the request asks, else one JSON completion)
//   /auth/v1/…     401 unless `Authorization: Bearer ${MOCK_API_KEY}`
//   /nocors/v1/…   answers, but without any CORS header: a browser must block the answer
//   /slow/v1/…     waits `slowMs` before answering (a time-limit test)
//   /broken/v1/…   500 with an OpenAI-style error body
//   /html/v1/…     a 200 HTML page (not an API)
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const MOCK_API_KEY = "sk-mock-key";

export interface MockChatRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
  /** The parsed JSON body of a POST (model, messages, stream…). */
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  } | null;
}

export interface AiMockServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request received, preflights included, in order. */
  requests: MockChatRequest[];
  /** The answer to a chat request; by default "OK". */
  answer: (request: MockChatRequest) => string;
  /** Characters per streamed chunk and the pause between chunks. */
  chunkChars: number;
  chunkDelayMs: number;
  slowMs: number;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "authorization, content-type",
  "Access-Control-Allow-Private-Network": "true",
};

const CHAT_PATH = /^\/(?:(?:auth|nocors|slow|broken|html)\/)?v1\/chat\/completions$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parse(text: string): MockChatRequest["body"] {
  try {
    return JSON.parse(text) as MockChatRequest["body"];
  } catch {
    return null;
  }
}

export async function startAiMockServer(): Promise<AiMockServer> {
  const open = new Set<ServerResponse>();
  const mock: AiMockServer = {
    origin: "",
    requests: [],
    answer: () => "OK",
    chunkChars: 4,
    chunkDelayMs: 0,
    slowMs: 10_000,
    close: () => Promise.resolve(),
  };

  async function stream(response: ServerResponse, text: string) {
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    response.write(": mock stream\n\n");
    for (let index = 0; index < text.length && !response.destroyed; index += mock.chunkChars) {
      const delta = {
        choices: [{ index: 0, delta: { content: text.slice(index, index + mock.chunkChars) } }],
      };
      response.write(`data: ${JSON.stringify(delta)}\n\n`);
      if (mock.chunkDelayMs) await sleep(mock.chunkDelayMs);
    }
    response.end(
      'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? "/";
    const mode = path.split("/")[1] ?? "";
    const text = request.method === "POST" ? await readBody(request) : "";
    const entry: MockChatRequest = {
      method: request.method ?? "GET",
      path,
      authorization: request.headers.authorization,
      origin: request.headers.origin,
      body: text ? parse(text) : null,
    };
    mock.requests.push(entry);
    if (mode !== "nocors")
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    if (request.method !== "POST" || !CHAT_PATH.test(path)) {
      response.writeHead(404, { "Content-Type": "application/json" });
      return void response.end(JSON.stringify({ error: { message: "not found" } }));
    }
    if (mode === "auth" && entry.authorization !== `Bearer ${MOCK_API_KEY}`) {
      response.writeHead(401, { "Content-Type": "application/json" });
      return void response.end(
        JSON.stringify({ error: { message: "Incorrect API key provided." } }),
      );
    }
    if (mode === "broken") {
      response.writeHead(500, { "Content-Type": "application/json" });
      return void response.end(JSON.stringify({ error: { message: "model crashed" } }));
    }
    if (mode === "html") {
      response.writeHead(200, { "Content-Type": "text/html" });
      return void response.end("<!doctype html><title>Welcome</title>");
    }
    if (mode === "slow") await sleep(mock.slowMs);
    if (response.destroyed) return;
    const answer = mock.answer(entry);
    if (entry.body?.stream) return stream(response, answer);
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({
        id: "mock",
        object: "chat.completion",
        choices: [
          { index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" },
        ],
      }),
    );
  }

  const server = createServer((request, response) => {
    open.add(response);
    response.on("close", () => open.delete(response));
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  mock.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mock.close = () =>
    new Promise<void>((resolve) => {
      for (const response of open) response.destroy();
      server.close(() => resolve());
    });
  return mock;
}

/** The user messages a request carried (what left the page). */
export const sentText = (request: MockChatRequest): string =>
  (request.body?.messages ?? []).map((message) => message.content).join("\n");
