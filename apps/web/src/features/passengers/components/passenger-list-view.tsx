import { useState } from 'react';
import { Icon } from '@/components/icon';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingBlock } from '@/components/pending-block';
import { useSavedPassengers, type SavedPassengerView } from '@/lib/saved-passengers';
import { useCountryNames } from '@/lib/use-country-names';
import { useDeletePassenger } from '../hooks/use-passenger-mutations';
import { EmptyPassengers } from './empty-passengers';
import { SavedPassengerItem } from './saved-passenger-item';

interface PassengerListViewProps {
  /** Opens the edit form: a saved passenger's id, or null for 新增. */
  onEdit: (id: string | null) => void;
}

/** The member's saved passengers: x/max, 新增常用旅客, one card each with 编辑 and 删除. */
export function PassengerListView({ onEdit }: PassengerListViewProps) {
  const list = useSavedPassengers();
  const countries = useCountryNames(list.items.some((p) => p.passport));
  const [deleting, setDeleting] = useState<SavedPassengerView | null>(null);
  const remove = useDeletePassenger(() => setDeleting(null));
  const full = list.items.length >= list.max;

  return (
    <section className="card trav-list" aria-labelledby="trav-list-title">
      <header className="trav-list__head">
        <h2 id="trav-list-title">
          常用旅客
          <span className="trav-list__count" data-testid="passenger-count">
            {list.known ? `${list.items.length}/${list.max}` : ''}
          </span>
        </h2>
        <button
          type="button"
          className="btn btn--brand trav-list__add"
          onClick={() => onEdit(null)}
          disabled={!list.known || full}
          data-testid="add-saved-passenger"
        >
          <Icon svg={PlusOutlined} /> 新增常用旅客
        </button>
      </header>
      <p className="trav-list__note">
        证件号码加密保存，列表中仅显示部分号码；预订机票、火车票、汽车票时可直接选择。
        {full && <strong> 常用旅客已达上限，请先删除不再需要的旅客。</strong>}
      </p>
      {!list.known && list.loading && <PendingBlock rows={2} />}
      {!list.known && !list.loading && list.failed && (
        <div className="empty trav-empty">
          <p className="empty__title">常用旅客加载失败</p>
          <button type="button" className="btn btn--ghost" onClick={() => void list.reload()}>
            重新加载
          </button>
        </div>
      )}
      {list.known && list.items.length === 0 && <EmptyPassengers onAdd={() => onEdit(null)} />}
      {list.items.length > 0 && (
        <ul className="trav-list__items" data-testid="saved-passenger-list">
          {list.items.map((p) => (
            <SavedPassengerItem
              key={p.id}
              passenger={p}
              countries={countries}
              onEdit={() => onEdit(p.id)}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除常用旅客"
        okText="删除"
        busy={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        确定删除常用旅客“{deleting?.name}”吗？删除后预订时将不能再选择该旅客。
      </ConfirmDialog>
    </section>
  );
}
