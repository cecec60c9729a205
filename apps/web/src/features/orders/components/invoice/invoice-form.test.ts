import { describe, expect, it } from 'vitest';
import { draftBody, EMPTY_DRAFT, invoiceDraftErrors } from './invoice-form';

describe('the 申请发票 form', () => {
  it('asks a title, and of a company its 统一社会信用代码 with the right check character', () => {
    expect(invoiceDraftErrors(EMPTY_DRAFT)).toEqual({ title: '请填写发票抬头' });
    const company = {
      ...EMPTY_DRAFT,
      titleType: 'COMPANY' as const,
      title: '上海旅行科技有限公司',
    };
    expect(invoiceDraftErrors(company)).toEqual({ taxNo: '请填写纳税人识别号' });
    expect(invoiceDraftErrors({ ...company, taxNo: '91350100M000100Y44' })).toEqual({
      taxNo: '纳税人识别号应为18位统一社会信用代码',
    });
    expect(invoiceDraftErrors({ ...company, taxNo: ' 91350100m000100y43 ' })).toEqual({});
    expect(invoiceDraftErrors({ ...company, taxNo: '91350100M000100Y43', email: 'a@b' })).toEqual({
      email: '邮箱格式不正确',
    });
  });

  it('sends a company 税号 upper-cased and none for a person', () => {
    const d = { ...EMPTY_DRAFT, title: ' 王一 ', taxNo: 'left over', passengerId: 'p1' };
    expect(draftBody('261125120000123456', d)).toEqual({
      orderNo: '261125120000123456',
      passengerId: 'p1',
      titleType: 'PERSONAL',
      title: '王一',
      taxNo: '',
      email: '',
    });
  });
});
