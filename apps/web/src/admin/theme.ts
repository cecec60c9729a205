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
  components: {
    // a table's 暂无数据 is drawn in colorTextDisabled (#bfbfbf, 1.8:1): it is text a person
    // reads, not a disabled control
    Table: { colorTextDisabled: '#667085' },
    // a preset Tag writes its colour-7 on its colour-1, under 4.5:1 for these; one shade darker
    // (@ant-design/colors' colour-8, colour-9 for gold, lime and yellow) reads at 5:1 or more
    Tag: {
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#874d00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};
