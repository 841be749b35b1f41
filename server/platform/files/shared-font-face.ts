import type { Font, GlyphRun } from 'fontkit';

// A fontkit face shared by every PDF the process draws, so a bulk download of 1,000 DC-3 forms
// stays within its 5 s target (npm run bench:dc3).
// pdfkit shapes words per document and fontkit re-decodes and re-encodes the embedded subset's
// glyphs and tables per document; this face keeps what is the same in every document, so the
// per-form cost is the drawing alone. It leans on fontkit 2.0 internals (server/platform/files/fontkit.d.ts);
// tests/unit/pdf-document.test.ts proves the PDFs are byte for byte those of the plain font.
/** Size of the per-face shaping cache; past it the cache starts again (memory stays flat). */
const LAYOUT_CACHE_LIMIT = 10_000;

interface GlyphData {
  /** The glyph's bytes in the font's `glyf` table (a composite's refer to its components). */
  bytes: Uint8Array;
  /** A composite glyph's components: their glyph ids and where each id sits in `bytes`. */
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

/** fontkit's TrueType subset, as far as `_addGlyph` and `encode` use it (fontkit 2.0). */
interface TtfSubset {
  font: Font;
  glyphs: number[];
  glyf: Uint8Array[];
  loca: { offsets: number[]; version: number };
  hmtx: { metrics: { advance: number; bearing: number }[]; bearings: number[] };
  offset: number;
  glyphEncoder?: unknown;
  includeGlyph(gid: number): number;
  _addGlyph(gid: number): number;
  encode(): Uint8Array;
}

/** The tables of a subset in fontkit's order; all but loca, glyf and hmtx are the font's own. */
const SUBSET_TABLES = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'];
const COPIED_TABLES = ['head', 'hhea', 'maxp', 'cvt ', 'prep', 'fpgm'];

/** A table's bytes as they are in the font file (null when the font has none). */
function rawTable(font: Font, tag: string): Uint8Array | null {
  const entry = font.directory.tables[tag];
  if (entry === undefined) return null;
  return new Uint8Array(font._getTableStream(tag).readBuffer(entry.length));
}

/**
 * The font file of a subset, as fontkit's TTFSubset.encode writes it (sfnt version 'true', no
 * table checksums, the tables one after the other), but from the font's own bytes for the tables
 * it copies rather than encoding them value by value again for each document.
 */
function encodeSubset(subset: TtfSubset, raw: Map<string, Uint8Array | null>): Uint8Array {
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [], version: subset.font.loca.version };
  subset.hmtx = { metrics: [], bearings: [] };
  // Components of composite glyphs are appended while going (as fontkit does).
  for (let i = 0; i < subset.glyphs.length; i++) subset._addGlyph(subset.glyphs[i] ?? 0);
  subset.loca.offsets.push(subset.offset);
  const count = subset.glyf.length;
  const long = subset.loca.version === 1;
  const tables = new Map<string, Uint8Array>();
  for (const tag of SUBSET_TABLES) {
    let bytes: Uint8Array | null;
    if (tag === 'loca') {
      bytes = new Uint8Array(subset.loca.offsets.length * (long ? 4 : 2));
      const view = new DataView(bytes.buffer);
      subset.loca.offsets.forEach((o, i) => {
        if (long) view.setUint32(4 * i, o);
        else view.setUint16(2 * i, o >>> 1);
      });
    } else if (tag === 'glyf') {
      bytes = new Uint8Array(subset.offset);
      let at = 0;
      for (const g of subset.glyf) {
        bytes.set(g, at);
        at += g.length;
      }
    } else if (tag === 'hmtx') {
      bytes = new Uint8Array(4 * count);
      const view = new DataView(bytes.buffer);
      subset.hmtx.metrics.forEach((m, i) => {
        view.setUint16(4 * i, m.advance);
        view.setInt16(4 * i + 2, m.bearing);
      });
    } else {
      const own = raw.get(tag) ?? null;
      bytes = own === null ? null : new Uint8Array(own);
      if (bytes !== null) {
        const view = new DataView(bytes.buffer);
        if (tag === 'head') view.setInt16(50, subset.loca.version); // indexToLocFormat
        if (tag === 'hhea') view.setUint16(34, count); // numberOfMetrics
        if (tag === 'maxp') view.setUint16(4, count); // numGlyphs
      }
    }
    if (bytes !== null) tables.set(tag, bytes);
  }
  const n = tables.size;
  const power = 2 ** Math.floor(Math.log2(n));
  let size = 12 + 16 * n;
  for (const bytes of tables.values()) size += bytes.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'true');
  view.setUint16(4, n);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, n * 16 - power * 16);
  let entry = 12;
  let at = 12 + 16 * n;
  for (const [tag, bytes] of tables) {
    ascii(entry, tag);
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, bytes.length);
    out.set(bytes, at);
    entry += 16;
    at += bytes.length;
  }
  return out;
}

/**
 * A parsed face that keeps, for the life of the process, what is the same in every document:
 * the shaping of each word (pdfkit keeps it per document only) and each glyph's bytes and
 * metrics (fontkit's subset decodes every glyph's outline again for each document). The PDFs
 * are byte for byte those of the plain parsed font (tests/unit/pdf-document.test.ts).
 */
export function sharedFace(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const glyphs = new Map<number, GlyphData>();
  const raw = new Map(COPIED_TABLES.map((tag) => [tag, rawTable(font, tag)] as const));
  const face: Font = Object.create(font);
  face.layout = (text: string, ...rest: unknown[]) => {
    if (rest.some((a) => a != null)) return font.layout(text, ...rest);
    let run = runs.get(text);
    if (run === undefined) {
      if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
      run = font.layout(text);
      runs.set(text, run);
    }
    // pdfkit scales the positions in place: each document gets its own copy.
    const copy: GlyphRun = Object.assign(Object.create(Object.getPrototypeOf(run)), run);
    copy.glyphs = run.glyphs.slice();
    copy.positions = run.positions.map((p) =>
      Object.assign(Object.create(Object.getPrototypeOf(p)), p),
    );
    return copy;
  };
  const glyphData = (gid: number): GlyphData => {
    let data = glyphs.get(gid);
    if (data === undefined) {
      const glyph = font.getGlyph(gid);
      const glyf = glyph._decode();
      const start = font.loca.offsets[gid] ?? 0;
      const end = font.loca.offsets[gid + 1] ?? start;
      const stream = font._getTableStream('glyf');
      stream.pos += start;
      data = {
        bytes: new Uint8Array(stream.readBuffer(end - start)),
        components:
          glyf && glyf.numberOfContours < 0
            ? glyf.components.map((c) => ({ glyphID: c.glyphID, pos: c.pos }))
            : null,
        advance: glyph.advanceWidth,
        bearing: glyph._getMetrics().leftBearing,
      };
      glyphs.set(gid, data);
    }
    return data;
  };
  face.createSubset = () => {
    const created = font.createSubset();
    const subset = created as unknown as TtfSubset;
    // The same steps as fontkit's TTFSubset._addGlyph, from the kept glyph data. Only for a
    // TrueType face without variations (DejaVu), where fontkit copies the glyph's bytes as is.
    if (subset.glyphEncoder === undefined || font._variationProcessor) return created;
    subset._addGlyph = function (this: TtfSubset, gid: number) {
      const data = glyphData(gid);
      let bytes = data.bytes;
      if (data.components !== null) {
        bytes = new Uint8Array(data.bytes);
        const view = new DataView(bytes.buffer);
        for (const c of data.components) view.setUint16(c.pos, this.includeGlyph(c.glyphID));
      }
      this.glyf.push(bytes);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: data.advance, bearing: data.bearing });
      this.offset += bytes.length;
      return this.glyf.length - 1;
    };
    subset.encode = function (this: TtfSubset) {
      return encodeSubset(this, raw);
    };
    return created;
  };
  return face;
}
