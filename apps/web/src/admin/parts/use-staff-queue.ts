import { useCallback, useEffect, useState } from 'react';
import { App } from 'antd';
import { staffPost } from '../api';

/** The tab that filters no state. */
export const ALL_STATES = 'ALL';

/** Rows a queue asks for and shows per page. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * A console queue's paging, state tab and filters, and its page of results from `path` (POST
 * `{...filters, state?, page, pageSize}`, {@link QUEUE_PAGE_SIZE} rows), reloaded when any of them changes; a failed call
 * shows the server's message. `act` makes a call on a row, toasts `done` and reloads.
 */
export function useStaffQueue<R, F extends object = Record<string, never>>(
  path: string,
  initialFilters: F,
) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<F>(initialFilters);
  const [state, setState] = useState(ALL_STATES);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const byState = state === ALL_STATES ? {} : { state };
      setData(
        await staffPost<R>(path, { ...filters, ...byState, page, pageSize: QUEUE_PAGE_SIZE }),
      );
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [path, filters, state, page, message]);
  useEffect(() => void load(), [load]);

  const act = async (actPath: string, body: object, done: string) => {
    try {
      await staffPost(actPath, body);
      message.success(done);
      await load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  return {
    data,
    loading,
    load,
    act,
    filters,
    state,
    page,
    setPage,
    /** A new state tab, from its first page. */
    pickState: (s: string) => {
      setPage(1);
      setState(s);
    },
    /** New filters, from the first page. */
    applyFilters: (f: F) => {
      setPage(1);
      setFilters(f);
    },
  };
}
