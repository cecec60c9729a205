import { Button, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { QUEUE_PAGE_SIZE } from './use-staff-queue';

/** What a queue table shows of a `useStaffQueue` page: its rows, paging and loading state. */
interface QueuePage<Row> {
  data: { items: Row[]; total: number } | null;
  loading: boolean;
  page: number;
  setPage: (page: number) => void;
}

interface Props<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> {
  queue: QueuePage<Row>;
  /** Shown when the page is empty, e.g. 暂无工单. */
  emptyText: string;
  /** The counting word of 共 N 条 (条, 单…). */
  unit?: string;
}

/** A console queue's table, a page of rows at a time with 共 N 条 under it. */
export function QueueTable<Row extends object>({
  queue,
  emptyText,
  unit = '条',
  ...table
}: Props<Row>) {
  return (
    <Table<Row>
      {...table}
      dataSource={queue.data?.items ?? []}
      loading={queue.loading}
      locale={{ emptyText }}
      pagination={{
        current: queue.page,
        pageSize: QUEUE_PAGE_SIZE,
        total: queue.data?.total ?? 0,
        onChange: queue.setPage,
        showTotal: (t) => `共 ${t} ${unit}`,
      }}
    />
  );
}

/** The 操作 column whose 查看处理 opens a row's drawer. */
export function openColumn<Row>(open: (row: Row) => void): ColumnType<Row> {
  return {
    title: '操作',
    key: 'act',
    width: 90,
    render: (_, row) => (
      <Button type="link" onClick={() => open(row)}>
        查看处理
      </Button>
    ),
  };
}
