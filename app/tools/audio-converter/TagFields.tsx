// The chosen file's tags, as the converted file will carry them: title, artist and album shown as
// the file has them and edited in place, and the cover picture kept, replaced or removed. Only what
// the user changes is sent to the worker (TagEdits); everything else is copied as it is.
import { ImagePlus, Trash2, Undo2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useObjectUrl } from "~/hooks/use-object-url";
import { OptionsRow, TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { type AudioInfo, type Picture, type TagEdits, type TargetName } from "./audio-options";

/** A cover larger than this is refused: players and tag readers choke on bigger ones. */
const COVER_LIMIT_BYTES = 8 * 1024 * 1024;
const COVER_TYPES = ["image/jpeg", "image/png"];

export function TagFields({
  tags,
  edits,
  onEdit,
  target,
}: {
  tags: AudioInfo["tags"];
  edits: TagEdits;
  onEdit: (edits: TagEdits) => void;
  target: TargetName;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const cover: Picture | null =
    edits.cover === "remove" ? null : (edits.cover ?? tags.cover ?? null);
  const coverUrl = usePictureUrl(cover);
  const text = (key: "title" | "artist" | "album") => ({
    value: edits[key] ?? tags[key] ?? "",
    onChange: (value: string) => onEdit({ ...edits, [key]: value }),
  });

  async function chooseCover(file: File | undefined) {
    if (!file) return;
    if (!COVER_TYPES.includes(file.type)) {
      setCoverError(`${file.name} is not a JPEG or PNG picture.`);
      return;
    }
    if (file.size > COVER_LIMIT_BYTES) {
      setCoverError(`${file.name} is larger than 8 MB; choose a smaller picture.`);
      return;
    }
    try {
      const data = new Uint8Array(await file.arrayBuffer());
      setCoverError(null);
      onEdit({ ...edits, cover: { data, mimeType: file.type } });
    } catch {
      setCoverError(`Could not read ${file.name}.`);
    }
  }

  return (
    <section aria-label="Tags" className="flex flex-col gap-2">
      <h2 className="font-medium">Tags</h2>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex flex-col items-start gap-2">
          <div className="flex size-24 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-50 text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300">
            {coverUrl ? (
              <img src={coverUrl} alt="Cover picture" className="size-full object-cover" />
            ) : (
              "No cover"
            )}
          </div>
          <input
            ref={chooser}
            type="file"
            accept={COVER_TYPES.join(",")}
            className="hidden"
            aria-label="Cover picture file"
            onChange={(event) => {
              void chooseCover(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <div className="flex flex-wrap gap-2">
            <PanelButton
              icon={ImagePlus}
              label="Choose a cover"
              onClick={() => chooser.current?.click()}
            />
            <PanelButton
              icon={Trash2}
              label="Remove the cover"
              disabled={cover === null}
              onClick={() => onEdit({ ...edits, cover: "remove" })}
            />
          </div>
        </div>
        <OptionsRow>
          <TextOption label="Title" width="14rem" {...text("title")} />
          <TextOption label="Artist" width="14rem" {...text("artist")} />
          <TextOption label="Album" width="14rem" {...text("album")} />
        </OptionsRow>
      </div>
      {coverError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {coverError}
        </p>
      )}
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {Object.keys(edits).length === 0
          ? "The file's tags are copied to the result as they are."
          : "Your changes are written; the file's other tags (genre, date, track…) are kept."}
        {target === "wav" && cover !== null && " WAV files hold no cover picture: it is left out."}
      </p>
      {Object.keys(edits).length > 0 && (
        <div>
          <PanelButton icon={Undo2} label="Use the file's tags" onClick={() => onEdit({})} />
        </div>
      )}
    </section>
  );
}

/** A URL for the picture while it is shown, revoked when it changes or goes. */
function usePictureUrl(picture: Picture | null): string | null {
  const blob = useMemo(
    () => (picture ? new Blob([picture.data as BlobPart], { type: picture.mimeType }) : null),
    [picture],
  );
  return useObjectUrl(blob);
}
