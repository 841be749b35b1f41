// A report's CSV export as a file the browser can save: the blob and the server's file name.
import { payload } from '../../api/payload';

/** A CSV download as a Blob and the file name the server suggests. */
export interface CsvFile {
  blob: Blob;
  name: string;
}

/** The result of an openapi-fetch call made with `parseAs: 'blob'`. */
export interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** The file name of a `content-disposition` header, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** The file of a successful export; throws the ApiError of a failed one. */
export function csvFile(result: BlobResult, fallback: string): CsvFile {
  return {
    blob: payload(result),
    name: fileNameOf(result.response.headers.get('content-disposition'), fallback),
  };
}
