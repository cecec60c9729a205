// The licence facts a Chinese travel site shows in its 关于我们 and footer. Every number here is
// a SAMPLE (示例) of this demo: the real operator's numbers replace them before going live.

export interface LicenceFact {
  name: string;
  value: string;
  /** Who issues it and why the site must show it. */
  note: string;
}

export const LICENCES: readonly LicenceFact[] = [
  {
    name: '营业执照（统一社会信用代码）',
    value: '91310105MA1FL0000X（示例）',
    note: '市场监督管理部门核发；《电子商务法》第十五条要求在首页显著位置公示营业执照信息',
  },
  {
    name: '旅行社业务经营许可证',
    value: 'L-SH-100000（示例）',
    note: '文化和旅游主管部门核发；《旅行社条例》规定经营旅游业务须取得，并在经营场所和网站公示',
  },
  {
    name: 'ICP 备案号',
    value: '沪ICP备00000000号-1（示例）',
    note: '工业和信息化部备案；网站底部须展示备案号并链接至备案管理系统',
  },
  {
    name: '公安机关互联网备案',
    value: '沪公网安备 31010500000000号（示例）',
    note: '网站开通后 30 日内向所在地公安机关备案',
  },
];

/** Shown above the facts: the numbers are not real. */
export const LICENCE_NOTICE =
  '本站为演示站点，以下证照编号均为示例，并非真实证照信息；正式运营前须替换为经营者的实际证照。';
