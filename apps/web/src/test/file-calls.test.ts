import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, post } from '@/lib/api-client';
import { ui } from '@/lib/ui-bridge';
import { startFileCalls } from './file-calls';

const adapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = adapter;
});

describe('startFileCalls', () => {
  it("cancels the earlier file's call in flight: its late answer toasts nothing", async () => {
    let answer: (() => void) | undefined;
    apiClient.defaults.adapter = ((config) =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            data: { code: 10001, message: '上一个文件的错误', data: null },
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          });
      })) as AxiosAdapter;
    const toast = vi.spyOn(ui, 'toast');
    const pending = post('/api/earlier-file', {}, { silent: true });
    await vi.waitFor(() => expect(answer).toBeDefined());
    startFileCalls();
    answer!();
    await expect(pending).rejects.toMatchObject({ kind: 'cancel' });
    expect(toast).not.toHaveBeenCalled();
  });

  it("leaves this file's calls alone", async () => {
    apiClient.defaults.adapter = (async (config) => ({
      data: { code: 200, message: '成功', data: { ok: true } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    })) as AxiosAdapter;
    await expect(post('/api/this-file', {}, { silent: true })).resolves.toEqual({ ok: true });
  });
});
