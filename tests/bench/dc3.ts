// `npm run bench:dc3`: 1,000 DC-3 forms rendered and streamed as one zip into a counting sink
// (not into memory), the way the download route makes them. Prints the time, forms per second,
// the zip's size and the process's resident memory before, at its peak and after. Target:
// ≤ 5 s with memory flat. Results: docs/benchmarks/exports.md.
import { curpCheckDigit } from '../../openapi/rules/curp';
import { rfcCheckCharacter } from '../../openapi/rules/rfc';
import { zipStream } from '../../server/platform/files/zip-stream';
import type { Dc3Form } from '../../server/training/dc3/dc3-form';
import { renderDc3Pdf } from '../../server/training/dc3/dc3-pdf';

const COUNT = Number(process.env.BENCH_FORMS ?? 1000);
const curp = (i: number) => {
  const first = `PENM90${String(1 + (i % 12)).padStart(2, '0')}14MDFXXR0`;
  return `${first}${curpCheckDigit(first)}`;
};
const form = (i: number): Dc3Form => ({
  worker: {
    name: `PEÑA NÚÑEZ MARÍA JOSÉ ${i}`,
    curp: curp(i),
    occupation: { code: '07.2', name: 'Alimentación y hospedaje' },
    jobTitle: i % 3 === 0 ? null : 'Cocinera',
  },
  employer: {
    name: 'Sabor Fresco Operadora, S.A. de C.V.',
    rfc: `SFO150311K1${rfcCheckCharacter('SFO150311K1')}`,
  },
  programme: {
    course: `Higiene y manejo de alimentos, módulo ${i % 7}`,
    hours: 1 + (i % 12),
    from: '2026-03-02',
    to: '2026-03-20',
    thematicArea: { code: '6000', name: 'Seguridad' },
    trainingAgent: 'Instituto de Capacitación Sabor Fresco',
  },
  signatures: { instructor: 'Ana Sofía Peña', employer: 'Ricardo Méndez', workers: 'Lucía Ñeco' },
});

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
await renderDc3Pdf(form(0)); // fonts parsed, code warm
const before = process.memoryUsage().rss;
let peak = before;
// Sampled at every chunk read too: the forms are drawn synchronously between reads, so a timer
// alone may never fire while the zip is being made.
const sample = () => {
  peak = Math.max(peak, process.memoryUsage.rss());
};
const sampler = setInterval(sample, 50);
async function* entries() {
  for (let i = 0; i < COUNT; i++) yield { name: `DC3-${i}.pdf`, data: await renderDc3Pdf(form(i)) };
}
const t0 = performance.now();
let bytes = 0;
const reader = zipStream(entries()).getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
  sample();
}
const ms = performance.now() - t0;
clearInterval(sampler);
console.log(
  `dc3: ${COUNT} forms in ${(ms / 1000).toFixed(2)} s (${(COUNT / (ms / 1000)).toFixed(0)} forms/s), zip ${mb(bytes)}; RSS before ${mb(before)}, peak ${mb(peak)}, after ${mb(process.memoryUsage().rss)}`,
);
