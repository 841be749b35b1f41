// The text of a PDF as a reader's tool extracts it (pdf.js), for tests of generated documents.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** How many pages a PDF has. */
export async function pdfPageCount(data: Uint8Array): Promise<number> {
  const doc = await getDocument({ data: data.slice(), isEvalSupported: false }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}

/** Every page's text items joined with spaces. */
export async function pdfText(data: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({
    data: data.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}
