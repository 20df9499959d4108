import { qrMatrix } from '@exchange/design-system';

// The invite poster as a PNG (issue 23): drawn on a canvas from the same texts and QR matrix the
// card shows, then saved as a file, so nothing depends on capturing the page's DOM.

/** What the poster says. */
export interface PosterContent {
  title: string;
  subtitle: string;
  codeLabel: string;
  code: string;
  link: string;
}

const WIDTH = 600;
const HEIGHT = 860;
const QR_SIZE = 280;

/** Draw the poster on a new canvas (dark text on a light card, scanners need the contrast). */
export function drawPoster(content: PosterContent, rtl: boolean): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#0b1e3f';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#ffffff';
  context.fillRect(40, 300, WIDTH - 80, HEIGHT - 340);
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  context.font = 'bold 40px sans-serif';
  context.fillText(content.title, WIDTH / 2, 120, WIDTH - 80);
  context.font = '24px sans-serif';
  context.fillText(content.subtitle, WIDTH / 2, 180, WIDTH - 80);
  context.fillStyle = '#0b1e3f';
  context.font = '22px sans-serif';
  context.fillText(content.codeLabel, WIDTH / 2, 350, WIDTH - 120);
  context.font = 'bold 44px monospace';
  context.fillText(content.code, WIDTH / 2, 410, WIDTH - 120);
  const matrix = qrMatrix(content.link);
  const cell = Math.floor(QR_SIZE / matrix.length);
  const left = (WIDTH - cell * matrix.length) / 2;
  const top = 450;
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(left + x * cell, top + y * cell, cell, cell);
    });
  });
  context.font = '16px sans-serif';
  context.fillText(content.link, WIDTH / 2, top + cell * matrix.length + 50, WIDTH - 120);
  return canvas;
}

/** Save the poster as `fileName` (a PNG download). */
export function savePoster(content: PosterContent, rtl: boolean, fileName: string): void {
  const url = drawPoster(content, rtl).toDataURL('image/png');
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
