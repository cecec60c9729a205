import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  carSearchOfQuery,
  carSearchParamsOf,
  pageDataKey,
  type CarRentalSearchBody,
  type CarRentalSearchResult,
} from '@lvxing/shared';
import { SearchLoading } from '@/components/progressive-list-parts';
import { TabButtons } from '@/components/tab-buttons';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { carKeys } from '@/lib/query-keys';
import { searchRentals } from '../api/car-api';
import { RentalFilterBar } from '../components/rental-filters';
import { RentalSearchForm } from '../components/rental-form';
import { RentalResults } from '../components/rental-results';
import '../components/cars.css';
import { NO_FILTERS, withFilters, type RentalFilters } from '../lib/filters';

// 接送机站 loads when its tab is opened: /car's first load is the rental search's
const TransferPanel = lazy(() =>
  import('../transfer/transfer-panel').then((m) => ({ default: m.TransferPanel })),
);

type Tab = 'RENTAL' | 'TRANSFER';
const TABS = [
  { value: 'RENTAL', label: '自驾租车' },
  { value: 'TRANSFER', label: '接送机站' },
] as const;

/**
 * The searched offers with their filter bar (a filter or sort asks the server again; the last
 * answer stays on screen meanwhile, so the bar and the list do not blink away).
 */
function Rentals({ body }: { body: CarRentalSearchBody }) {
  const [filters, setFilters] = useState<RentalFilters>(NO_FILTERS);
  const full = withFilters(body, filters);
  // the first answer (no filters yet) may have come with the page the server rendered
  const q = useApiQuery(carKeys.search(full), () => searchRentals(full, QUERY_REQUEST), {
    pageKey: pageDataKey.carSearch(body),
  });
  const [last, setLast] = useState<CarRentalSearchResult | undefined>(undefined);
  if (q.data && q.data !== last) setLast(q.data);
  const shown = q.data ?? (q.loading ? last : undefined);
  return (
    <>
      <RentalFilterBar
        filters={filters}
        suppliers={shown?.suppliers ?? []}
        onPatch={(p) => setFilters((f) => ({ ...f, ...p }))}
      />
      {!shown && q.loading && <SearchLoading text="正在查询车辆…" />}
      {shown && <RentalResults result={shown} body={body} />}
      {!shown && !q.loading && <div className="card empty">查询失败，请调整条件后重试</div>}
    </>
  );
}

/**
 * /car: 用车服务. 自驾租车 searches the stores' offers (all-in totals, breakdown, deposits), the
 * search kept in the query string (a reload or 返回 shows the same results); 接送机站 books a car
 * for a flight or train found by its number.
 */
export default function CarPage() {
  const [tab, setTab] = useState<Tab>('RENTAL');
  const [params, setParams] = useSearchParams();
  const body = carSearchOfQuery(params);
  const setBody = (b: CarRentalSearchBody) => setParams(carSearchParamsOf(b));
  return (
    <div className="car-page">
      <div className="car-hero">
        <div className="container">
          <h1>用车服务</h1>
          <TabButtons
            className="car-tabs"
            label="用车类型"
            tabs={TABS}
            value={tab}
            onChange={setTab}
          />
          {tab === 'RENTAL' ? (
            <RentalSearchForm onSearch={setBody} />
          ) : (
            <Suspense fallback={<SearchLoading text="正在打开接送机站…" />}>
              <TransferPanel />
            </Suspense>
          )}
        </div>
      </div>
      {tab === 'RENTAL' && (
        <div className="container car-body">
          <p className="car-sample" role="note">
            门店、供应商与价格为示例数据，仅供演示预订流程
          </p>
          {body ? (
            <Rentals key={JSON.stringify(body)} body={body} />
          ) : (
            <div className="card car-intro">
              <h2>自驾租车</h2>
              <p>
                覆盖全国60个城市的机场、火车站和市区门店；报价即全包总价，明细逐项列出，押金单独说明，不计入总价。
              </p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
