// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { FileDropZone } from "./FileDropZone";

/** A file as a folder chooser gives it: with its path inside the chosen folder. */
function inFolder(path: string): File {
  const file = new File(["x"], path.split("/").pop()!);
  Object.defineProperty(file, "webkitRelativePath", { value: path });
  return file;
}

function paste(target: EventTarget, files: File[]) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { files } });
  target.dispatchEvent(event);
  return event;
}

describe("FileDropZone", () => {
  it("hands over chosen files, under the names given for the zone and its chooser", () => {
    const onFiles = vi.fn();
    render(
      <FileDropZone label="Input" chooseLabel="Choose images" accept="image/*" onFiles={onFiles} />,
    );
    expect(screen.getByRole("region", { name: "Input" })).toBeInTheDocument();
    const file = new File(["x"], "a.png");
    fireEvent.change(screen.getByLabelText("Choose images"), { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it("leaves out a chosen folder's hidden files and folders", () => {
    const onFiles = vi.fn();
    render(
      <FileDropZone
        label="Input"
        chooseLabel="Choose images"
        accept="image/*"
        onFiles={onFiles}
        folders
      />,
    );
    const kept = inFolder("photos/a.jpg");
    const files = [kept, inFolder("photos/.DS_Store"), inFolder("photos/.git/b.png")];
    fireEvent.change(screen.getByLabelText("Choose a folder"), { target: { files } });
    expect(onFiles).toHaveBeenCalledWith([kept]);
  });

  it("takes pasted files on the page, but not a paste into a text field", () => {
    const onFiles = vi.fn();
    render(
      <>
        <textarea aria-label="Notes" />
        <FileDropZone
          label="Input"
          chooseLabel="Choose images"
          accept="image/*"
          onFiles={onFiles}
          paste
        />
      </>,
    );
    const file = new File(["x"], "image.png");
    expect(paste(screen.getByLabelText("Notes"), [file]).defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
    expect(paste(document.body, [file]).defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
