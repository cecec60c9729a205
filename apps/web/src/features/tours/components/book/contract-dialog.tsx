import type { TourDetail } from '@lvxing/shared';
import { Dialog } from '@/components/dialog';
import { contractPoints } from './contract-points';

/** The contract's main points in a dialog: read before accepting. */
export default function ContractDialog({
  product,
  onClose,
}: {
  product: TourDetail;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="旅游合同主要条款" className="tb-contract">
      <div className="tb-contract__body" data-testid="contract-terms">
        {contractPoints(product).map((p) => (
          <section key={p.heading}>
            <h3>{p.heading}</h3>
            <ul>
              {p.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="tb-muted">
          下单后可在订单详情下载合同全文（PDF），内容以下单时的产品信息为准。
        </p>
      </div>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        我知道了
      </button>
    </Dialog>
  );
}
