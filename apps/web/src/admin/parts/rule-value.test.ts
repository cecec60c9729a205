import { describe, expect, it } from 'vitest';
import { inSchemaOrder, ruleValueLines } from './rule-value';

const fields = {
  steps: '退票费档位',
  'steps.label': '档位说明',
  'steps.minHoursBefore': '起算时点（开车前小时数）',
  'steps.feePercent': '费率（%）',
  minimumFen: '最低退票费（分）',
};

describe('a rule value as the console shows it', () => {
  it('puts the keys back in the schema order the database lost', () => {
    const stored = { minimumFen: 200, steps: [{ label: 'x', feePercent: 5, minHoursBefore: 48 }] };
    expect(JSON.stringify(inSchemaOrder(stored, fields))).toBe(
      '{"steps":[{"label":"x","minHoursBefore":48,"feePercent":5}],"minimumFen":200}',
    );
  });

  it('writes one line a field by its Chinese name, a ladder one line a step led by its label', () => {
    const value = inSchemaOrder(
      {
        minimumFen: 200,
        steps: [
          { label: '开车前48小时以上', feePercent: 5, minHoursBefore: 48 },
          { label: '开车前不足48小时', feePercent: 20, minHoursBefore: 0 },
        ],
      },
      fields,
    );
    expect(ruleValueLines(value, fields)).toEqual([
      '退票费档位：',
      '\u3000· 开车前48小时以上：起算时点（开车前小时数）：48，费率（%）：5',
      '\u3000· 开车前不足48小时：起算时点（开车前小时数）：0，费率（%）：20',
      '最低退票费（分）：200',
    ]);
    expect(ruleValueLines({ emu: ['O', 'WZ'] }, { emu: '动车组席别' })).toEqual([
      '动车组席别：O、WZ',
    ]);
  });
});
