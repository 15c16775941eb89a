/**
 * Records the workshop's sample album video (issue 17 item 11) with no download and no ffmpeg: Debian's
 * Chromium draws a short animation on a canvas (webbing strips stretched across a chair frame, then tacked)
 * and its MediaRecorder encodes it as H.264 in MP4 (SPEC §5: mp4 is a video). Also writes its still as an
 * SVG poster. Run once with `node apps/api/seed-assets/record-album-video.ts`; both files are committed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

const OUT = path.join(import.meta.dirname, 'site-1', 'albums');
const WIDTH = 480;
const HEIGHT = 270;
const SECONDS = 3;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ width, height, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.append(canvas);
      const g = canvas.getContext('2d')!;
      const draw = (t: number) => {
        // The frame of a chair seen from above, on the workbench.
        g.fillStyle = '#e9dcc6';
        g.fillRect(0, 0, width, height);
        g.fillStyle = '#8a5a34';
        g.fillRect(110, 30, 260, 210);
        g.fillStyle = '#e9dcc6';
        g.fillRect(135, 55, 210, 160);
        // Five strips of jute webbing, stretched one after the other.
        for (let i = 0; i < 5; i++) {
          const start = i * 0.18;
          const p = Math.min(1, Math.max(0, (t - start) / 0.18));
          if (p <= 0) continue;
          const x = 150 + i * 38;
          g.fillStyle = '#c89b5a';
          g.fillRect(x, 40, 26, 190 * p);
          g.fillStyle = '#a77a3c';
          for (let y = 44; y < 40 + 190 * p; y += 12) g.fillRect(x + 3, y, 20, 2);
          if (p === 1) {
            g.fillStyle = '#3b3b3b';
            for (const y of [46, 222]) for (const dx of [6, 13, 20]) g.fillRect(x + dx - 1, y - 1, 3, 3);
          }
        }
        // The stretcher moving along.
        const k = Math.min(4, Math.floor(t / 0.18));
        g.fillStyle = '#5b3a22';
        g.fillRect(145 + k * 38, 232, 36, 16);
        g.fillStyle = '#1f1330';
        g.font = '600 18px sans-serif';
        g.fillText('Atelier — sanglage', 16, 260);
      };
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/mp4;codecs=avc1.42E01E',
        videoBitsPerSecond: 120_000,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const begin = performance.now();
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - begin) / 1000 / seconds;
          draw(Math.min(1, t * 1.15));
          if (t < 1) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width: WIDTH, height: HEIGHT, seconds: SECONDS },
  );
  const video = Buffer.from(base64, 'base64');
  await writeFile(path.join(OUT, 'sanglage.mp4'), video);
  console.log(`sanglage.mp4: ${video.length} bytes`);
} finally {
  await browser.close();
}

// The video's still: the finished webbing, as the last frame shows it.
const strips = Array.from({ length: 5 }, (_, i) => {
  const x = 150 + i * 38;
  const lines = Array.from({ length: 16 }, (_, j) => `<rect x="${x + 3}" y="${44 + j * 12}" width="20" height="2"/>`);
  return `<rect x="${x}" y="40" width="26" height="190" fill="#c89b5a"/><g fill="#a77a3c">${lines.join('')}</g>`;
});
const poster = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img"><title>Sanglage d’une assise en jute</title><rect width="${WIDTH}" height="${HEIGHT}" fill="#e9dcc6"/><rect x="110" y="30" width="260" height="210" fill="#8a5a34"/><rect x="135" y="55" width="210" height="160" fill="#e9dcc6"/>${strips.join('')}<circle cx="240" cy="135" r="34" fill="#1f1330" opacity="0.8"/><path d="M229 117v36l30-18z" fill="#fff"/></svg>`;
await writeFile(path.join(OUT, 'sanglage-poster.svg'), poster);
