// fontkit (pdfkit's font engine) ships no types; the DC-3 PDF only parses fonts once with it.
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont accepts it as is (anything with `layout`). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
