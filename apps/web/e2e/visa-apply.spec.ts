import { expect, test, type Page } from '@playwright/test';
import { beijingDay, payInSecondTab, residentId } from './rail-support';
import { signInDemoMember, watchConsole } from './support';

/** A 1×1 PNG (a real image by its bytes: the server checks them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF, small and valid enough for a type sniffer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const passportNo = () => `E${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Fills applicant `i` of the form (the ID fills the birth date and sex, the name the pinyin). */
async function fillApplicant(page: Page, i: number, name: string, year: number) {
  const field = (k: string) => page.getByTestId(`applicant-${i}-${k}`);
  await field('name').fill(name);
  await field('idNo').fill(residentId(year));
  await field('birthPlace').fill('上海');
  await field('passportNo').fill(passportNo());
  await field('passportIssueDate').fill('2022-03-01');
  await field('passportExpiryDate').fill('2032-02-28');
  await field('employer').fill('上海示例科技有限公司');
  await field('emergencyName').fill('王大明');
  await field('emergencyMobile').fill('13900139000');
  await expect(field('surnamePinyin')).not.toHaveValue('');
}

/** Uploads a file to every required item of case `i` still without one, then 提交审核. */
async function uploadAndSubmit(page: Page, i: number) {
  const visaCase = () => page.getByTestId('visa-case').nth(i);
  const items = visaCase().getByTestId('visa-item');
  // the panel loads after the page (its text summary, without uploads, shows meanwhile)
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let n = 0; n < count; n += 1) {
    const item = items.nth(n);
    const id = (await item.getAttribute('data-item')) as string;
    const png = n % 2 === 0;
    await item.getByTestId(`upload-${id}`).setInputFiles({
      name: png ? `${id}.png` : `${id}.pdf`,
      mimeType: png ? 'image/png' : 'application/pdf',
      buffer: png ? PNG : PDF,
    });
    await expect(visaCase().getByTestId('visa-item').nth(n).getByTestId('item-state')).toHaveText(
      '待审核',
    );
  }
  await expect(visaCase().getByTestId('case-submit')).toBeEnabled();
  await visaCase().getByTestId('case-submit').click();
  await expect(visaCase().getByTestId('visa-case-state')).not.toHaveText('待提交材料');
}

test('the demo member applies for a 日本 single-entry tourist visa for two, pays, uploads each item and sees both cases advance', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await signInDemoMember(page, request);
  await page.goto('/visa?country=JP');
  const product = page.getByTestId('visa-product').filter({ hasText: '单次' }).first();
  await expect(product).toContainText('日本旅游签证');
  await product.getByRole('link', { name: '上海' }).click();
  await expect(page).toHaveURL(/\/visa\/detail\?code=VJP01SHA$/);
  await page.getByTestId('visa-apply-link').click();
  await expect(page).toHaveURL(/\/visaApply\?code=VJP01SHA$/);

  await page.getByTestId('trip-departDate').fill(beijingDay(30));
  await page.getByTestId('trip-returnDate').fill(beijingDay(37));
  await page.getByTestId('add-applicant').click();
  await expect(page.getByTestId('applicant-card')).toHaveCount(2);
  await fillApplicant(page, 0, '王小明', 1985);
  await fillApplicant(page, 1, '李小红', 1988);
  await page.getByTestId('contact-name').fill('王小明');
  await page.getByTestId('submit-order').click();

  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await payInSecondTab(page, orderNo);
  await expect(page.getByTestId('visa-case')).toHaveCount(2);
  for (const i of [0, 1]) await uploadAndSubmit(page, i);

  // the sandbox job reviews and moves each case on by itself; the page shows it after a reload
  for (const i of [0, 1]) {
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByTestId('visa-case').nth(i).getByTestId('visa-case-state'),
      ).not.toHaveText(/待提交材料|材料审核中/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }
  expect(errors).toEqual([]);
});
