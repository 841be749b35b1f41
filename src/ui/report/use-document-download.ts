import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Message, Notice } from '../../../machines/types/messages';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useNotify } from '../../app-kit/use-notify';
import { saveBlob } from '../download';
import { createSelectionStore } from '../selection-store';
import type { CsvFile } from './report-csv';

export interface DocumentDownloadOptions {
  /** The report's query (its scope and filter): a new one starts without a selection. */
  query: ScopeQuery | null;
  /** Fetches the PDF of one id or the zip of several. */
  fetchFiles: (scope: ScopeQuery, ids: readonly number[]) => Promise<CsvFile>;
  messages: { downloaded: Message; failed: Message };
  /** After a download (e.g. statuses changed on the server). */
  onDone?: () => void;
}

/**
 * The documents of a report's rows (DC-3 forms, awards): a selection of rows, kept outside React
 * state, and the download of some ids as one PDF or one zip with its toasts.
 */
export function useDocumentDownload({
  query,
  fetchFiles,
  messages,
  onDone,
}: DocumentDownloadOptions) {
  const notify = useNotify();
  const [selection] = useState(createSelectionStore);
  const selected = useSyncExternalStore(selection.subscribe, selection.size);
  const [downloading, setDownloading] = useState(false);
  // A selection belongs to the rows it was made on: a new query starts without one.
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    void queryKey;
    selection.clear();
  }, [queryKey, selection]);

  // `done`: the success notice when the default one would not say enough (e.g. some skipped).
  const download = useCallback(
    async (ids: readonly number[], done?: Notice): Promise<boolean> => {
      if (!query || ids.length === 0) return false;
      setDownloading(true);
      try {
        const file = await fetchFiles(query, ids);
        saveBlob(file.blob, file.name);
        notify(done ?? { kind: 'success', title: messages.downloaded });
        selection.clear();
        onDone?.();
        return true;
      } catch {
        notify({ kind: 'error', title: messages.failed });
        return false;
      } finally {
        setDownloading(false);
      }
    },
    [query, fetchFiles, notify, messages, selection, onDone],
  );
  return { selection, selected, downloading, download };
}
