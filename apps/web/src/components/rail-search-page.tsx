import type { ReactNode } from 'react';
import { RailTabs } from './rail-tabs';
import { RouteResults } from './route-results';
import { SearchPageFrame, type useSearchPage } from './search-page';
import { SearchSummaryBar } from './search-summary-bar';

interface RailSearchPageProps {
  kind: 'train' | 'bus';
  page: ReturnType<typeof useSearchPage>;
  /** The other tab's address (it keeps the cities searched). */
  otherTab: string;
  hasRoute: boolean;
  loading: boolean;
  /** The route and day answered, once the search answered. */
  answered: { from: string; to: string; date: string } | null;
  /** The mobile one-line summary of the search. */
  summary: { route: string; meta: string };
  form: ReactNode;
  intro: ReactNode;
  loadingText: string;
  failed: { title: string; sub: string };
  /** The day's list. */
  list: ReactNode;
}

/** A tab of /train (火车票, 汽车票): the tabs, the form or its summary, and the day's results. */
export function RailSearchPage(props: RailSearchPageProps) {
  const { kind, page, answered } = props;
  const top = (
    <>
      <RailTabs
        active={kind}
        {...(kind === 'train' ? { busHref: props.otherTab } : { trainHref: props.otherTab })}
      />
      {page.compact(props.hasRoute) ? (
        <SearchSummaryBar {...props.summary} onEdit={page.edit} />
      ) : (
        props.form
      )}
    </>
  );
  return (
    <SearchPageFrame
      className="fsearch rail"
      top={top}
      hasRoute={props.hasRoute}
      loading={props.loading}
      hasData={!!answered}
      intro={props.intro}
      loadingText={props.loadingText}
      failed={props.failed}
      results={
        answered && (
          <RouteResults kind={kind} {...answered} onPickDate={page.pickDate}>
            {props.list}
          </RouteResults>
        )
      }
    />
  );
}
