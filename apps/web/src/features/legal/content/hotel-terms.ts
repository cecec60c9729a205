import {
  HOTEL_CHECK_IN_TIME,
  HOTEL_CHECK_OUT_TIME,
  HOTEL_CONFIRM_SLA_MINUTES,
  HOTEL_EARLY_MORNING_HOUR,
  HOTEL_GUARANTEE_AFTER,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_ROOMS,
  HOTEL_WINDOW_DAYS,
} from '@lvxing/shared';
import { POLICY_EFFECTIVE } from './operator';
import type { LegalDoc } from './types';

/**
 * 酒店预订须知: the rules the site applies (packages/shared codes/hotel.ts; server module hotel):
 * real-name check-in (《旅馆业治安管理办法》), times, the three cancel policies, the guarantee of
 * pay-at-hotel late arrivals, 凌晨房, the confirmation SLA, one price for everyone, invoices.
 */
export const HOTEL_TERMS: LegalDoc = {
  title: '酒店预订须知',
  effective: POLICY_EFFECTIVE,
  intro: [
    '请在提交订单前阅读本须知。酒店服务由酒店提供，本须知未尽事宜，适用酒店的规定；每个价格计划的早餐、取消政策、付款方式和确认方式，以预订页显示的为准。',
    '本站酒店信息（名称、图片、设施、点评等）为示例数据，仅用于演示预订流程。',
  ],
  sections: [
    {
      id: 'real-name',
      title: '一、实名入住',
      blocks: [
        {
          list: [
            '依照《旅馆业治安管理办法》，入住实行实名登记，一人一证：每位入住人须出示本人有效身份证件原件办理入住，含同住的成人和儿童（儿童可出示户口簿等）。',
            '预订时每间房填写1位入住人姓名，须与入住时所持证件一致；外籍和港澳台客人请使用可接待外宾的酒店（酒店信息中注明）。',
            `每单最多预订${HOTEL_MAX_ROOMS}间房、${HOTEL_MAX_NIGHTS}晚；可预订今天起${HOTEL_WINDOW_DAYS}天内入住。`,
          ],
        },
      ],
    },
    {
      id: 'times',
      title: '二、入住与离店时间',
      blocks: [
        {
          list: [
            `入住时间为入住当日${HOTEL_CHECK_IN_TIME}以后，离店时间为离店当日${HOTEL_CHECK_OUT_TIME}以前（以北京时间计）；提前入住或延迟离店须酒店同意，可能另行收费。`,
            `凌晨房：当日${String(HOTEL_EARLY_MORNING_HOUR).padStart(2, '0')}:00前，可预订前一日入住的房间（入住日期为前一天），离店时间仍为当日${HOTEL_CHECK_OUT_TIME}。`,
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: '三、付款方式与担保',
      blocks: [
        {
          table: {
            head: ['付款方式', '如何付款'],
            rows: [
              ['在线付', '提交订单后在线支付全部房费，逾期未支付的订单自动取消'],
              [
                '到店付',
                `入住时向酒店支付房费；最晚到店时间晚于${HOTEL_GUARANTEE_AFTER}的，须在线支付首晚房费（所有房间）作为担保`,
              ],
            ],
          },
        },
        {
          list: [
            '担保金在免费取消期限内取消时全额退还；免费取消期限过后取消或未入住（No-show），担保金不予退还。',
            '入住时所付的押金、另行消费由酒店按其规定收取。',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '四、取消政策',
      blocks: [
        {
          table: {
            head: ['取消政策', '规则'],
            rows: [
              [
                '限时免费取消',
                '在订单所示的时间（北京时间）前取消免费，之后取消扣除首晚房费（或按价格计划扣除全部房费）',
              ],
              [
                '阶梯扣费',
                '按取消时所处的时段，扣除已付金额的相应比例，各时段及比例以订单所示为准',
              ],
              ['不可取消', '订单确认后不可取消、不可修改，未入住的房费不予退还'],
            ],
          },
        },
        {
          list: [
            '取消时，页面会先显示按当时政策计算的扣费金额，确认后再取消；退款按原支付渠道退回。',
            '到店付且未付担保的订单，只可选用限时免费取消的价格计划，取消不收取费用。',
          ],
        },
      ],
    },
    {
      id: 'confirm',
      title: '五、订单确认',
      blocks: [
        {
          list: [
            '立即确认的房间，支付后即为您保留；其他房间由酒店确认，确认后订单显示酒店确认号，并以短信通知联系人。',
            `酒店须在支付后${HOTEL_CONFIRM_SLA_MINUTES}分钟内确认；超时未确认或酒店确认无房的，订单自动取消并全额退款。`,
          ],
        },
      ],
    },
    {
      id: 'price',
      title: '六、价格与发票',
      blocks: [
        {
          list: [
            '一价全网：同一酒店、同一价格计划、同一晚的价格对所有人相同，不因会员身份、设备或浏览记录而不同。',
            '显示的价格为每间每晚的房费（含税费及服务费），总价按每晚价格逐晚相加。提交订单时价格如有变化，会请您确认新价格。',
            '发票由酒店或本平台开具：预订时可填写发票抬头和纳税人识别号，随订单保存；到店付的房费由酒店开具发票。',
          ],
        },
      ],
    },
  ],
};
