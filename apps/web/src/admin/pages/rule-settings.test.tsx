import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffRulePath, type StaffRuleListResult } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import RuleSettingsPage from './rule-settings';

const mock = new MockAdapter(staffHttp);

const list: StaffRuleListResult = {
  today: '2026-11-27',
  items: [
    {
      key: 'bus.child_tickets',
      label: '汽车儿童票年龄',
      kindLabel: '汽车票',
      fields: { freeUnderAge: '免票年龄（未满）', halfMaxAge: '半票最大年龄（含）' },
      versions: [
        {
          effectiveFrom: '2027-01-01',
          value: { freeUnderAge: 5, halfMaxAge: 13 },
          source: '通知',
          status: 'SCHEDULED',
        },
        {
          effectiveFrom: '2020-01-01',
          value: { freeUnderAge: 6, halfMaxAge: 14 },
          source: '儿童票规定',
          status: 'IN_FORCE',
        },
      ],
    },
  ],
};

const ok = (data: unknown): [number, object] => [200, { code: 200, message: '成功', data }];

/** A button by its text (role queries are slow on the console's antd pages under jsdom). */
async function buttonOf(text: string) {
  return (await screen.findByText(text)).closest('button') as HTMLElement;
}
function buttonIn(root: HTMLElement, text: string) {
  return within(root).getByText(text).closest('button') as HTMLElement;
}

/** Replaces what a labelled field holds with `text`, as a paste. */
async function fill(root: HTMLElement, label: string, text: string) {
  const field = within(root).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Renders the page and opens 安排新版本 on its rule: answers the dialog. */
async function openEditor() {
  renderPage();
  await userEvent.click(await buttonOf('安排新版本'));
  const title = await screen.findByText('安排新版本：汽车儿童票年龄');
  return title.closest('.ant-modal') as HTMLElement;
}

function renderPage() {
  render(
    <App>
      <RuleSettingsPage />
    </App>,
  );
}

beforeEach(() => {
  mock.reset();
  useStaffSession.setState({ token: 'staff-t' } as never);
  mock.onPost(StaffRulePath.list).reply(() => ok(list));
});

describe('规则设置', () => {
  it('shows each rule with its version in force by Chinese field names and its next version', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /汽车儿童票年龄/ });
    expect(row).toHaveTextContent('免票年龄（未满）：6');
    expect(row).toHaveTextContent('半票最大年龄（含）：14');
    expect(row).toHaveTextContent('2020-01-01');
    expect(row).toHaveTextContent('2027-01-01 起');
  });

  it('schedules a version from tomorrow with the edited value and the source', async () => {
    const sent: unknown[] = [];
    mock.onPost(StaffRulePath.schedule).reply((c) => {
      sent.push(JSON.parse(c.data as string));
      return ok(list.items[0]);
    });
    const dialog = await openEditor();
    const value = within(dialog).getByLabelText('规则内容');
    expect(JSON.parse((value as HTMLTextAreaElement).value)).toEqual({
      freeUnderAge: 6,
      halfMaxAge: 14,
    });
    await fill(dialog, '规则内容', '{"freeUnderAge": 6, "halfMaxAge": 13}');
    await fill(dialog, '依据', '道路旅客运输规定');
    await userEvent.click(buttonIn(dialog, '保存新版本'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      key: 'bus.child_tickets',
      effectiveFrom: '2026-11-28',
      value: { freeUnderAge: 6, halfMaxAge: 13 },
      source: '道路旅客运输规定',
    });
  });

  it('keeps a value that is not JSON in the form with a Chinese reason, sending nothing', async () => {
    let calls = 0;
    mock.onPost(StaffRulePath.schedule).reply(() => {
      calls += 1;
      return ok(list.items[0]);
    });
    const dialog = await openEditor();
    await fill(dialog, '规则内容', '{"freeUnderAge": 6,');
    await fill(dialog, '依据', '测试依据');
    await userEvent.click(buttonIn(dialog, '保存新版本'));
    expect(await within(dialog).findByText(/规则内容格式不正确/)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's refusal and keeps the form open", async () => {
    mock
      .onPost(StaffRulePath.schedule)
      .reply(() => [
        200,
        { code: 30014, message: '规则内容不正确：半票最大年龄（含）不能大于18', data: null },
      ]);
    const dialog = await openEditor();
    await fill(dialog, '依据', '测试依据');
    await userEvent.click(buttonIn(dialog, '保存新版本'));
    expect(await screen.findByText(/半票最大年龄（含）不能大于18/)).toBeInTheDocument();
    expect(screen.getByText('安排新版本：汽车儿童票年龄')).toBeVisible();
  });

  it("withdraws a scheduled version from the rule's version list", async () => {
    const withdrawn: unknown[] = [];
    mock.onPost(StaffRulePath.withdraw).reply((c) => {
      withdrawn.push(JSON.parse(c.data as string));
      return ok(list.items[0]);
    });
    renderPage();
    const row = (await screen.findByText('汽车儿童票年龄')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByLabelText(/展开行|Expand row/));
    await userEvent.click(await buttonOf('撤 回'));
    const confirm = (await screen.findByRole('tooltip')).querySelector('.ant-btn-primary');
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(withdrawn).toEqual([{ key: 'bus.child_tickets', effectiveFrom: '2027-01-01' }]),
    );
  });
});
