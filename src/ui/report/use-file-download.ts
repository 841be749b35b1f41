import { useCallback, useState } from 'react';
import { useNotify } from '../../app-kit/use-notify';
import { saveBlob } from '../download';
import { tableMessages } from '../table-messages';
import type { CsvFile } from './report-csv';

/**
 * One export action of a page (the table's CSV, a panel's CSV, the full export): the file saved
 * when it arrives, a busy flag for the button, the §8 notices when there is nothing to export or
 * the download fails.
 */
export function useFileDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (fetchFile: () => Promise<CsvFile>, nothingToExport = false) => {
      if (nothingToExport) {
        notify({ kind: 'info', title: tableMessages.noRecords });
        return;
      }
      setBusy(true);
      try {
        const file = await fetchFile();
        saveBlob(file.blob, file.name);
      } catch {
        notify({ kind: 'error', title: tableMessages.downloadFailed });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, run };
}
