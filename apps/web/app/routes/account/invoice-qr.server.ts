import QRCode from 'qrcode';

/** A QR code as the page draws it: its side in modules (the quiet zone included) and one path of its dark modules. */
export type QrDrawing = { size: number; path: string };

/** The quiet zone the QR standard asks around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The invoice's ZATCA QR as an SVG path, drawn on the server (issue 32): the encoder stays out of the
 * browser's bundle, and the page shows the code before any script, and when printed. Runs of dark modules
 * on a row are one rectangle each, which keeps the path a few kilobytes.
 */
export function drawQr(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
