/**
 * The console's antd theme: the member site's palette (src/components/antd-provider.tsx), whose
 * greys and red read at 4.5:1 or more on white (WCAG 2.1 AA; antd's own read at 3.3:1).
 */
export const adminTheme = {
  token: {
    colorPrimary: '#0a63dc',
    colorLink: '#0a63dc',
    colorError: '#cf1322',
    colorTextDescription: '#5b6473',
    colorTextSecondary: '#5b6473',
    colorTextPlaceholder: '#667085',
  },
};
