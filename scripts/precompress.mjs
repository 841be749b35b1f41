// Writes .br and .gz beside every text asset of the build so the server can send them as is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
let count = 0;
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const file = join(d, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && !name.endsWith('.map')) {
      const buf = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
      count++;
    }
  }
};
walk(dir);
console.log(`precompressed ${count} files in ${dir}`);
