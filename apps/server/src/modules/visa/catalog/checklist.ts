import {
  PROVINCE_BASIS_LABEL,
  type ApplicantType,
  type ChecklistItem,
  type ProvinceBasis,
} from '@lvxing/shared';
import { PROVINCES } from './data/provinces';
import type { District, VisaProduct } from './types';

/** Who is applying: the checklist's inputs besides the product. */
export interface Applicant {
  type: ApplicantType;
  /** Age in whole years on the day of applying. */
  age: number;
  /** Two-digit GB/T 2260 province code of the hukou, or of the residence with a 居住证. */
  province: string;
  basis: ProvinceBasis;
}

const ADULT_AGE = 18;
const item = (id: string, name: string, description: string, required = true): ChecklistItem => ({
  id,
  name,
  description,
  required,
});

/** Photo specs by destination (most consulates: 35×45 mm, white background, taken within 6 months). */
const PHOTO: Readonly<Record<string, string>> = {
  US: '51×51毫米白底彩色照片（电子版同时提供），近6个月内拍摄，不戴眼镜',
  MX: '51×51毫米白底彩色照片，近6个月内拍摄',
  JP: '45×45毫米白底彩色照片2张，近6个月内拍摄',
};

function baseItems(p: VisaProduct, a: Applicant): ChecklistItem[] {
  const evisa = p.form === 'EVISA';
  return [
    item(
      'passport',
      evisa ? '护照首页扫描件' : '护照原件',
      '有效期在回国之日后仍有6个月以上，至少2页空白签证页；持有旧护照的一并提供',
    ),
    item('photo', '证件照', PHOTO[p.country] ?? '35×45毫米白底彩色照片2张，近6个月内拍摄'),
    item(
      'id-card',
      '身份证',
      a.age >= 16 ? '身份证正反面复印件' : '未满16周岁可不提供，已办理的提供复印件',
      a.age >= 16,
    ),
    item('hukou', '户口本', '户口本全本复印件（每一页）'),
    item(
      'form',
      '签证申请表',
      evisa ? '在线申请信息，由签证顾问代为填写，申请人核对签字' : '申请人本人签字',
    ),
    item('marriage', '结婚证', '已婚者提供结婚证复印件', false),
  ];
}

function typeItems(type: ApplicantType): ChecklistItem[] {
  switch (type) {
    case 'EMPLOYED':
      return [
        item(
          'employment-letter',
          '在职证明',
          '单位抬头纸打印，写明职位、月收入及准假期间，加盖公章并由负责人签字',
        ),
        item('business-licence', '营业执照', '任职单位营业执照副本复印件，加盖公章'),
      ];
    case 'FREELANCE':
      return [
        item('freelance-statement', '自由职业说明', '本人签字的书面说明，写明从事的工作与收入来源'),
        item('income-proof', '收入证明', '近6个月收入流水、股票或理财账户记录等'),
      ];
    case 'STUDENT':
      return [
        item(
          'school-letter',
          '在读证明',
          '学校开具并加盖公章，写明年级与准假期间；或学信网学籍在线验证报告',
        ),
        item('student-card', '学生证', '学生证复印件', false),
      ];
    case 'RETIRED':
      return [
        item('retirement-certificate', '退休证', '退休证复印件'),
        item('pension', '养老金流水', '近6个月养老金发放记录', false),
      ];
    case 'PRESCHOOL':
      return [item('birth-certificate', '出生医学证明', '出生医学证明复印件')];
    case 'UNEMPLOYED':
      return [
        item('family-statement', '家庭情况说明', '本人签字，写明家庭成员与经济来源'),
        item('spouse-proof', '配偶在职证明', '配偶的在职证明及结婚证复印件（由配偶提供资金担保）'),
      ];
  }
}

function minorItems(a: Applicant): ChecklistItem[] {
  if (a.age >= ADULT_AGE) return [];
  return [
    ...(a.type === 'PRESCHOOL'
      ? []
      : [item('birth-certificate', '出生医学证明', '出生医学证明复印件')]),
    item('parents-id', '父母身份证', '父母双方身份证正反面复印件'),
    item('parents-proof', '父母在职证明', '父母的在职证明或收入证明'),
    item(
      'parents-consent',
      '父母同意书',
      '父母一方或双方不随行时，由不随行方签署的同意出行声明',
      false,
    ),
  ];
}

function financeItems(a: Applicant): ChecklistItem[] {
  const whose = a.age < ADULT_AGE || a.type === 'UNEMPLOYED' ? '父母或配偶' : '本人';
  return [
    item('bank-statement', '银行流水', `${whose}近6个月银行流水，加盖银行章，余额建议5万元以上`),
    item(
      'deposit-certificate',
      '存款证明',
      `${whose}名下5万元以上定期存款证明，冻结至回国之后`,
      false,
    ),
  ];
}

function productItems(p: VisaProduct): ChecklistItem[] {
  const out: ChecklistItem[] = [];
  if (p.visaType === 'BUSINESS')
    out.push(
      item('invitation', '商务邀请函', '目的国邀请公司出具，写明访问目的、日期与费用承担方'),
    );
  if (p.visaType === 'VISIT')
    out.push(item('invitation', '亲友邀请函', '邀请人签字的邀请函及其身份或居留证明复印件'));
  if (p.schengen)
    out.push(
      item('itinerary', '行程单', '逐日行程，与机票、酒店预订一致'),
      item('flights', '往返机票预订单', '往返机票预订记录，出签前无需出票'),
      item('hotels', '酒店预订单', '覆盖全部行程的住宿预订'),
      item('insurance', '旅行医疗保险', '保额不低于3万欧元，覆盖申根区全部停留期间'),
    );
  if (p.interview || p.fingerprints)
    out.push(
      item(
        'in-person',
        p.interview ? '本人面试' : '本人录指纹',
        '按预约时间本人前往使馆或签证中心',
      ),
    );
  return out;
}

/** The 领区 of the product's offer that takes `province` (every province is in one). */
export function districtFor(districts: readonly District[], province: string): District | null {
  return districts.find((d) => d.provinces.includes(province)) ?? null;
}

/**
 * The materials checklist of `p` for `a`: the documents of everyone (passport ≥ 6 months after
 * return with blank pages, photo, ID card, 户口本, form), those of the applicant type, a minor's,
 * the finances, the product's (invitation, Schengen bookings and insurance, interview), and a
 * 居住证 when the 领区 is decided by residence. Ids are unique within a list.
 */
export function buildChecklist(p: VisaProduct, a: Applicant): ChecklistItem[] {
  const residence =
    a.basis === 'RESIDENCE'
      ? [item('residence-permit', '居住证', '本领区签发、在有效期内且已连续居住满6个月的居住证')]
      : [];
  const all = [
    ...baseItems(p, a),
    ...residence,
    ...typeItems(a.type),
    ...minorItems(a),
    ...financeItems(a),
    ...productItems(p),
  ];
  return all.filter((x, i) => all.findIndex((y) => y.id === x.id) === i);
}

/** Why `right` and not the product's 领区 takes the applicant (Chinese, for the member). */
export function outOfDistrictReason(p: VisaProduct, a: Applicant, right: District): string {
  const province = PROVINCES[a.province] ?? '该省份';
  return `您的${PROVINCE_BASIS_LABEL[a.basis]}为${province}，属于${right.cityName}领区；本产品仅受理${p.district.cityName}领区的申请人，请改选${right.cityName}领区的产品`;
}
