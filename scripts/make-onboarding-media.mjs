// Makes the onboarding missions' short clips from slides: each slide is an HTML page
// rendered by Debian's Chromium (playwright-core) to PNG, joined by ffmpeg (Debian package) into a
// small VP9 WebM, with WebVTT captions in Spanish and English written from the same texts. Run
// by hand when the slides change (`node scripts/make-onboarding-media.mjs`); the outputs are
// committed under public/onboarding/, so neither tool is needed to build or test the console.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const SECONDS_PER_SLIDE = 3;
const OUT = 'public/onboarding';

/** Each clip: slides as [Spanish, English] lines (the picture shows Spanish). */
const CLIPS = {
  welcome: [
    ['Bienvenido a tu consola de administración', 'Welcome to your admin console'],
    ['Elige tu marca, región o sucursal arriba', 'Pick your brand, region or store at the top'],
    ['Tablero, rankings y reportes en el menú', 'Dashboard, rankings and reports in the menu'],
    ['Agrega a tu equipo y compártele tu marca', 'Add your team and share your brand with them'],
  ],
  'massive-upload': [
    ['Descarga la plantilla de importación', 'Download the import template'],
    ['Llena una fila por colaborador', 'Fill in one row per collaborator'],
    ['Sube el archivo y revisa el resultado', 'Upload the file and check the result'],
  ],
};

const slideHtml = (text, index, count) => `<!doctype html><html><body style="margin:0;width:640px;
height:360px;display:grid;place-items:center;background:linear-gradient(135deg,#184A7B,#284cec);
font-family:DejaVu Sans,sans-serif;color:#fff"><div style="text-align:center;padding:0 48px">
<div style="font-size:30px;font-weight:bold;line-height:1.3">${text}</div>
<div style="margin-top:24px;font-size:16px;opacity:.8">${index + 1} / ${count}</div></div></body></html>`;

const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
const vtt = (lines) =>
  `WEBVTT\n\n${lines
    .map(
      (line, i) =>
        `${i + 1}\n${stamp(i * SECONDS_PER_SLIDE)} --> ${stamp((i + 1) * SECONDS_PER_SLIDE)}\n${line}\n`,
    )
    .join('\n')}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
for (const [name, slides] of Object.entries(CLIPS)) {
  const dir = mkdtempSync(join(tmpdir(), `slides-${name}-`));
  for (const [i, [es]] of slides.entries()) {
    await page.setContent(slideHtml(es, i, slides.length));
    await page.screenshot({ path: join(dir, `${String(i).padStart(2, '0')}.png`) });
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    `1/${SECONDS_PER_SLIDE}`,
    '-i',
    join(dir, '%02d.png'),
    // The last slide lasts as long as the others (an image sequence ends on its last frame's start).
    '-vf',
    `tpad=stop_mode=clone:stop_duration=${SECONDS_PER_SLIDE}`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    '-an',
    join(OUT, `${name}.webm`),
  ]);
  writeFileSync(join(OUT, `${name}.es.vtt`), vtt(slides.map(([es]) => es)));
  writeFileSync(join(OUT, `${name}.en.vtt`), vtt(slides.map(([, en]) => en)));
  rmSync(dir, { recursive: true, force: true });
}
await browser.close();
