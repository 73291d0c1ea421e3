/**
 * The picture for an entry: a styled picker around the real file input (so keyboards, screen
 * readers and tests use the input as ever), a drop zone on a desktop, and a preview of the chosen
 * picture with its name.
 */
import styled from "@emotion/styled";
import { ImagePlus } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";

const Zone = styled.label`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 16px;
  border: 2px dashed rgb(201 182 255 / 0.7);
  border-radius: var(--radius);
  background: rgb(255 255 255 / 0.04);
  font-weight: 800;
  cursor: pointer;
  &[data-over="true"] {
    border-color: var(--pink);
    background: rgb(255 179 217 / 0.12);
  }
  &:focus-within {
    outline: 3px solid var(--focus, #fff);
    outline-offset: 2px;
  }
  .pick {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 0 18px;
    border: 2px solid var(--lavender);
    border-radius: 999px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  small {
    font-weight: 400;
    color: var(--text-muted);
  }
  img {
    max-width: 200px;
    max-height: 200px;
    border-radius: var(--radius-small);
    background: #fff;
  }
`;

const PREVIEWABLE = ["image/jpeg", "image/png", "image/webp"];

/** A dropped file becomes the input's, so the form reads and sends it as if it were picked. */
function putFiles(field: HTMLInputElement | null, files: FileList) {
  if (field) field.files = files;
}

export function PicturePicker({
  id,
  input,
  onChange,
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  onChange: (file: File | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  useEffect(() => {
    if (!file || !PREVIEWABLE.includes(file.type)) return;
    // A data URL, not an object URL: the page's service worker would try to fetch a blob: URL,
    // which the Content-Security-Policy's connect-src refuses.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    onChange(next);
  };

  return (
    <Zone
      htmlFor={id}
      data-over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dropped = event.dataTransfer.files;
        if (dropped.length > 0) {
          putFiles(input.current, dropped);
          choose(dropped[0] ?? null);
        }
      }}
    >
      <span id={`${id}-label`}>Your picture</span>
      <input
        aria-labelledby={`${id}-label`}
        ref={input}
        id={id}
        name="picture"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {preview && file ? <img src={preview} alt={`Preview of ${file.name}`} /> : null}
      <span className="pick" aria-hidden>
        <ImagePlus size={20} /> {file ? "Choose another picture" : "Choose a picture"}
      </span>
      <small id={`${id}-hint`}>
        {file ? `${file.name} is ready. ` : ""}A photo or scan: JPEG, PNG or WebP, up to 10 MB. On a computer you can
        also drop it here.
      </small>
    </Zone>
  );
}
