// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { ToolRouteStub } from "../../../test-support/tool-page";
import type { WorkerRequest } from "~/lib/workers/worker-protocol";
import { ToolFeedbackProvider } from "~/ui/page/ToolFeedback";
import { Base64EncoderDecoderTool } from "./Base64EncoderDecoderTool";
import { type Base64Job, runBase64Job } from "./base64-tool";

const tool = getTool("/base64-encoder-decoder");

/** Runs the worker's job in this thread, answering as the real worker does. */
class InlineWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage({ id, input }: WorkerRequest<Base64Job>) {
    void runBase64Job(input).then((output) =>
      this.onmessage?.({ data: { id, kind: "result", output } } as MessageEvent),
    );
  }
  terminate() {}
}

function renderTool() {
  return render(
    <ToolRouteStub pageData={toolPageData(tool.path)}>
      <ToolFeedbackProvider>
        <Base64EncoderDecoderTool tool={tool} />
      </ToolFeedbackProvider>
    </ToolRouteStub>,
  );
}

const input = () => screen.getByLabelText("Input");
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("Worker", InlineWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Base64EncoderDecoderTool", () => {
  it("encodes typed text as you type", () => {
    renderTool();
    type("hi");
    expect(screen.getByLabelText("Output")).toHaveValue("aGk=");
  });

  it("never stores the input, while the options are stored", async () => {
    vi.useFakeTimers();
    renderTool();
    type("hunter2-token");
    fireEvent.click(screen.getByLabelText("Padding"));
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(localStorage.getItem("tool:/base64-encoder-decoder:padding")).toBe("false");
    expect(JSON.stringify({ ...localStorage })).not.toContain("hunter2");
  });

  it("shows binary results as a byte count instead of text", () => {
    renderTool();
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "decode" } });
    type("/9j/4A==");
    expect(screen.getByText(/binary data, 4 bytes/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Output")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Download as file" })[0]).toBeEnabled();
  });

  it("shows the decoder's message in the alert", () => {
    renderTool();
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "decode" } });
    type("ab$c");
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent(
      'Invalid Base64 character "$" at position 3',
    );
  });

  it("takes a chosen file as bytes, names it with its size and encodes it", async () => {
    renderTool();
    const file = new File([Uint8Array.of(0, 255, 128)], "raw.bin");
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Open file as input"), { target: { files: [file] } });
    });
    expect(screen.getByText("raw.bin")).toBeInTheDocument();
    expect(input()).toHaveValue("");
    await waitFor(() => expect(screen.getByLabelText("Output")).toHaveValue("AP+A"));
    expect(screen.getByRole("region", { name: "Output panel" })).toHaveTextContent(
      "Input: raw.bin (3 B)",
    );
  });

  it("generates a secret from crypto.getRandomValues", () => {
    const getRandomValues = vi.spyOn(crypto, "getRandomValues");
    renderTool();
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(getRandomValues).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText("Secret") as HTMLTextAreaElement).value).toMatch(
      /^[A-Za-z0-9+/]{43}=$/,
    );
    getRandomValues.mockRestore();
  });

  it("refuses a secret length out of range", () => {
    renderTool();
    fireEvent.change(screen.getByLabelText("Length in bytes"), { target: { value: "5000" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(
      screen.getByText("Length in bytes must be a whole number from 1 to 4096"),
    ).toHaveAttribute("role", "alert");
    expect(screen.queryByLabelText("Secret")).toBeNull();
  });
});
