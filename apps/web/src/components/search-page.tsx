import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import { SearchLoading } from './progressive-list-parts';

/**
 * What a search results page (flights, trains, coaches) shares: its URL, the mobile one-line
 * summary until 修改 opens the form, and the login gate before a booking page.
 */
export function useSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useUserStore((s) => s.isMobile);
  const loggedIn = useUserStore(selectLoggedIn);
  const [editing, setEditing] = useState<string | null>(null);
  const key = params.toString();
  return {
    params,
    setParams,
    navigate,
    isMobile,
    /** Mobile, with a route searched: the summary shows until 修改. */
    compact: (hasRoute: boolean) => isMobile && hasRoute && editing !== key,
    edit: () => setEditing(key),
    /** The same search on another day. */
    pickDate: (date: string) => {
      const next = new URLSearchParams(params);
      next.set('date', date);
      setParams(next);
    },
    /** Opens a booking page; a visitor logs in first and is taken there after. */
    book: (url: string) => {
      if (!loggedIn) {
        // loaded on this click: the visitor logs in before anything reads it back
        void import('@/lib/pending-booking').then((m) => m.savePendingBooking(url));
        requireLogin();
        return;
      }
      navigate(url);
    },
  };
}

interface SearchPageFrameProps {
  /** `fsearch` plus the kind's class. */
  className: string;
  /** Tabs and the form or its summary. */
  top: ReactNode;
  hasRoute: boolean;
  loading: boolean;
  hasData: boolean;
  /** Shown before a route is searched. */
  intro: ReactNode;
  loadingText: string;
  results: ReactNode;
  /** The search failed: what to say and what to check. */
  failed: { title: string; sub: string };
}

/** The frame of a search results page: top bar, then intro, loading, results or failure. */
export function SearchPageFrame(props: SearchPageFrameProps) {
  const { hasRoute, loading, hasData } = props;
  return (
    <div className={props.className}>
      <div className="fsearch__top">
        <div className="container">{props.top}</div>
      </div>
      <div className="container fsearch__body">
        {!hasRoute && props.intro}
        {hasRoute && loading && !hasData && <SearchLoading text={props.loadingText} />}
        {hasRoute && hasData && props.results}
        {hasRoute && !loading && !hasData && (
          <div className="card empty">
            <p className="empty__title">{props.failed.title}</p>
            <p className="empty__sub">{props.failed.sub}</p>
          </div>
        )}
      </div>
    </div>
  );
}
