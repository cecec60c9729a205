// The staff console's entry (admin.html): apart from the member site, so no member page carries
// its code, with its own session, axios instance and login.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createAdminRouter } from './router';
import { adminTheme } from './theme';
import './admin.css';

dayjs.locale('zh-cn');

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={adminTheme}>
      <App>
        <RouterProvider router={createAdminRouter()} />
      </App>
    </ConfigProvider>
  </StrictMode>,
);
