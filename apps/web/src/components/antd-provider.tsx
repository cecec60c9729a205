import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import '@/lib/dayjs';
import { INVALID_INPUT_MESSAGE } from '@/lib/ui-bridge';

export const antdTheme = {
  token: {
    colorPrimary: '#0b6cf0',
    borderRadius: 8,
    // the site's font (styles/base.css)
    fontFamily: 'var(--font)',
  },
};

/**
 * antd in Chinese with the site theme. The shell is plain HTML so the first page stays light;
 * every antd island (login overlay, forms, the feedback host) sits inside this provider.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={antdTheme}
      button={{ autoInsertSpace: false }}
      form={{ validateMessages: { default: INVALID_INPUT_MESSAGE } }}
    >
      {children}
    </ConfigProvider>
  );
}
