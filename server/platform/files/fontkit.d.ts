// fontkit (pdfkit's font engine) ships no types; the PDFs parse their fonts once with it and keep
// what every document shares (server/platform/files/pdf-document.ts). Only what is used is declared.
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Glyph {
    id: number;
    advanceWidth: number;
    /** A TrueType glyph's `glyf` record (null for an empty glyph). */
    _decode(): { numberOfContours: number; components: { glyphID: number; pos: number }[] } | null;
    _getMetrics(): { leftBearing: number };
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Subset {
    includeGlyph(glyph: number): number;
    encode(): Uint8Array;
  }
  export interface DecodeStream {
    pos: number;
    readBuffer(length: number): Uint8Array;
  }
  /** A parsed font; pdfkit's registerFont accepts it as is (anything with `layout`). */
  export interface Font {
    layout(text: string, ...rest: unknown[]): GlyphRun;
    getGlyph(gid: number): Glyph;
    createSubset(): Subset;
    loca: { offsets: number[]; version: number };
    directory: { tables: Record<string, { offset: number; length: number } | undefined> };
    _getTableStream(tag: string): DecodeStream;
    _variationProcessor?: unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
