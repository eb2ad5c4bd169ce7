/** The file types people may upload, recognised by their first bytes, never by name or declared type. */
export type FileKind = { mime: string; extension: string };

const SIGNATURES: { kind: FileKind; matches: (head: Buffer) => boolean }[] = [
  {
    kind: { mime: 'image/png', extension: 'png' },
    matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    kind: { mime: 'image/jpeg', extension: 'jpg' },
    matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    kind: { mime: 'image/webp', extension: 'webp' },
    matches: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    kind: { mime: 'application/pdf', extension: 'pdf' },
    matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

export function detectFileKind(content: Buffer): FileKind | null {
  return SIGNATURES.find((signature) => signature.matches(content))?.kind ?? null;
}
