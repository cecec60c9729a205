import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import '@/lib/dayjs';
import { INVALID_INPUT_MESSAGE } from '@/lib/ui-bridge';

/**
 * The site palette for antd (the values of styles/base.css's --brand, --danger, --muted and
 * --subtle: antd derives its shades from concrete colours, not CSS variables). antd's own greys
 * and its error red read at 3.3:1 on white; these read at 4.5:1 or more (WCAG 2.1 AA).
 */
export const antdTheme = {
  token: {
    colorPrimary: '#0a63dc',
    colorLink: '#0a63dc',
    colorError: '#cf1322',
    colorTextDescription: '#5b6473',
    colorTextPlaceholder: '#667085',
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
