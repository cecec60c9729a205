import { CAR_MAX_CHILD_SEATS, CAR_MAX_RENTAL_DAYS, CAR_BOOKING_WINDOW_DAYS } from '@lvxing/shared';
import { POLICY_EFFECTIVE } from './operator';
import type { LegalDoc } from './types';

/**
 * 租车预订须知: the rules the site applies to self-drive rental (packages/shared codes/car.ts;
 * server module car and its dated rules car.*): the period, the driver, the all-in price, the
 * deposits held apart, cancelling and not picking up.
 */
export const CAR_TERMS: LegalDoc = {
  title: '租车预订须知',
  effective: POLICY_EFFECTIVE,
  intro: [
    '请在提交订单前阅读本须知及报价的费用明细、押金说明和取消规则。车辆由报价所示的租车供应商提供，本平台代为展示报价、收取租金并协助处理售后。',
    '本站门店、供应商与价格为示例数据，仅用于演示预订流程；以下金额以下单时生效的规则为准。',
  ],
  sections: [
    {
      id: 'period',
      title: '一、租期与取还车',
      blocks: [
        {
          list: [
            `取还车时间为整点或半点，租期至少1天（24小时）、最多${CAR_MAX_RENTAL_DAYS}天，取车时间最晚为${CAR_BOOKING_WINDOW_DAYS}天内；须在门店营业时间内取还车。`,
            '租期按24小时计1天；超出部分按小时收取超时费，超过4小时按1天计。异地还车（还车城市与取车城市不同）按两店距离收取异地还车费。',
            '22:00至次日08:00取车或还车，各收取夜间服务费。',
          ],
        },
      ],
    },
    {
      id: 'driver',
      title: '二、驾驶员',
      blocks: [
        {
          list: [
            '驾驶员须持本人居民身份证和有效驾驶证到店取车，姓名须与订单一致。',
            '驾驶员年龄按身份证出生日期计算至取车日，须为18至70周岁，驾照初次领证满1年；豪华型须为22至60周岁、驾龄满3年。',
          ],
        },
      ],
    },
    {
      id: 'price',
      title: '三、价格与保障',
      blocks: [
        {
          list: [
            '报价为全包总价：车辆租金、基础保障服务费、车行手续费，以及适用的超时费、异地还车费和夜间服务费，逐项列于费用明细。',
            `可升级优享或尊享保障以降低车损自付额；儿童座椅每个按天计费，每单最多${CAR_MAX_CHILD_SEATS}个。提交订单时价格如有变化，会请您确认新价格。`,
          ],
        },
      ],
    },
    {
      id: 'deposit',
      title: '四、押金',
      blocks: [
        {
          list: [
            '车辆押金（按车型组）和违章押金通过支付机构预授权冻结，不计入订单金额，也不与租金一并扣款；订单详情的押金明细列出每笔冻结、扣除和解冻的金额、时间和原因。',
            '请在取车前完成两笔押金的预授权；还车结算后车辆押金解冻（结算产生的超时、油费或车损费用从中扣除）；违章押金在还车30天后无违章记录时解冻。',
            '支持信用免押的供应商，经信用评估通过的驾驶员无需冻结押金。',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '五、取消与未取车',
      blocks: [
        {
          list: [
            '支持免费取消的供应商，取车前均可免费取消；其他供应商取车前24小时以上取消免费，之后取消收取1日租金。',
            '超过取车时间2小时仍未取车（含未完成押金预授权）视为未取车，收取1日租金，其余款项原路退还，已冻结的押金全额解冻。',
          ],
        },
      ],
    },
  ],
};
