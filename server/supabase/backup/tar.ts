/**
 * Just enough of the POSIX tar format (ustar) for backups: regular files and folders, read and
 * written in memory. A backup is then an ordinary .tar.gz that `tar` itself can list or unpack.
 */
export interface TarEntry {
  /** A relative path with "/" separators; folders end with "/". */
  name: string;
  data: Uint8Array;
  mtime?: number;
}

const BLOCK = 512;

function field(header: Uint8Array, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

function octal(header: Uint8Array, offset: number, length: number): number {
  const text = field(header, offset, length).trim();
  return text === "" ? 0 : parseInt(text, 8);
}

/** Regular files and folders of a tar archive; other entries (links, extended headers) are skipped. */
export function* readTar(archive: Uint8Array): Generator<TarEntry> {
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    const prefix = field(header, 345, 155);
    const base = field(header, 0, 100);
    const name = prefix ? `${prefix}/${base}` : base;
    const start = at + BLOCK;
    at = start + Math.ceil(size / BLOCK) * BLOCK;
    if (type === "0" || type === "\0")
      yield { name, data: archive.subarray(start, start + size), mtime: octal(header, 136, 12) };
    else if (type === "5") yield { name: name.endsWith("/") ? name : `${name}/`, data: new Uint8Array(0) };
  }
}

function put(header: Uint8Array, offset: number, length: number, text: string): void {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > length) throw new Error(`tar: "${text}" does not fit in ${length} bytes`);
  header.set(bytes, offset);
}

function headerFor(entry: TarEntry): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const folder = entry.name.endsWith("/");
  let name = entry.name;
  let prefix = "";
  if (new TextEncoder().encode(name).length > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
  }
  put(header, 0, 100, name);
  put(header, 100, 8, folder ? "0000700\0" : "0000600\0");
  put(header, 108, 8, "0000000\0");
  put(header, 116, 8, "0000000\0");
  put(header, 124, 12, `${(folder ? 0 : entry.data.length).toString(8).padStart(11, "0")}\0`);
  put(
    header,
    136,
    12,
    `${Math.floor(entry.mtime ?? Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
  );
  header.fill(32, 148, 156); // the checksum counts its own field as spaces
  header[156] = folder ? 53 : 48;
  put(header, 257, 8, "ustar\u000000");
  put(header, 345, 155, prefix);
  const sum = header.reduce((a, b) => a + b, 0);
  put(header, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return header;
}

export function writeTar(entries: Iterable<TarEntry>): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(headerFor(entry));
    if (entry.name.endsWith("/") || entry.data.length === 0) continue;
    parts.push(entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  return parts;
}
