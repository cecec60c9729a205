import { Popover } from 'antd';
import { baggageText, type VendorOffer } from '@lvxing/shared';
import { AntdProvider } from '@/components/antd-provider';
import { FeeRulesTable } from './fee-rules';

/** 退改签 link that shows the ladder on hover/tap. */
export function FeeRulesPopover({ offer }: { offer: VendorOffer }) {
  return (
    <AntdProvider>
      <Popover
        trigger={['hover', 'click']}
        title="退改签规则（以成人票价计）"
        content={
          <div className="fee-popover">
            <FeeRulesTable offer={offer} />
            <p className="fee-popover__note">行李额：{baggageText(offer.baggage)}</p>
          </div>
        }
      >
        <button type="button" className="link-btn" data-testid="fee-rules">
          退改签说明
        </button>
      </Popover>
    </AntdProvider>
  );
}
