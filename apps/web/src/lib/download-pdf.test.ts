import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError } from './api-client';
import { downloadPdf } from './download-pdf';
import { resetUiBridge, setUiBridge } from './ui-bridge';

const mock = new MockAdapter(apiClient);
const toast = vi.fn();
const PATH = '/api/sample/pdf';

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast, redirect: vi.fn() });
});
afterEach(() => {
  resetUiBridge();
  vi.restoreAllMocks();
});

describe('downloadPdf', () => {
  it('posts the body and saves the PDF under the name given', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    mock.onPost(PATH, { orderNo: '1' }).replyOnce(200, pdf);
    const created = vi.fn(() => 'blob:sample');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = `${this.download} ${this.href}`;
    });
    await downloadPdf(PATH, { orderNo: '1' }, '旅游合同-T1.pdf');
    expect(created).toHaveBeenCalledWith(pdf);
    expect(saved).toBe('旅游合同-T1.pdf blob:sample');
    // files share the one axios instance: a call another file left in flight may land here and
    // toast its own path; none may be about this download
    const ours = toast.mock.calls.filter(
      ([, message]) => !/\/api\/(?!sample\/)/.test(String(message)),
    );
    expect(ours).toEqual([]);
  });

  it('toasts the envelope a refusal comes in and throws its code', async () => {
    const refusal = { code: 15001, message: '订单不存在', data: null };
    mock
      .onPost(PATH)
      .replyOnce(200, new Blob([JSON.stringify(refusal)], { type: 'application/json' }));
    await expect(downloadPdf(PATH, {}, 'x.pdf')).rejects.toMatchObject({
      kind: 'business',
      code: 15001,
    });
    expect(toast).toHaveBeenCalledWith('error', '订单不存在', expect.any(Number));
  });

  it('throws an http ApiError when the call fails on the way', async () => {
    mock.onPost(PATH).networkErrorOnce();
    await expect(downloadPdf(PATH, {}, 'x.pdf')).rejects.toBeInstanceOf(ApiError);
  });
});
