import { expect, test } from '@playwright/test';
import { signInDemoMember, watchConsole } from './support';

test.describe('tour search and product page', () => {
  test('search 纯玩 lines, open one, pick a date and two adults and a child, 立即预订 carries the party', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await signInDemoMember(page, request);
    await page.goto('/travel');
    const cards = page.getByTestId('tour-card');
    await expect(cards.first()).toBeVisible();
    // every card says what it holds besides sights: 纯玩, or its shopping stops and 自费项目
    await expect(cards.first().getByTestId('tour-shopping')).toHaveText(/纯玩|购物|自费/);

    // a controlled box: checked once the address holds it (the list is the address's)
    await page.getByTestId('tour-pure-fun').click();
    await expect(page).toHaveURL(/pureFun=1/);
    await expect(page.getByTestId('tour-pure-fun')).toBeChecked();
    await expect(cards.first().getByTestId('tour-shopping')).toHaveText('纯玩 · 无购物无自费');
    await cards.first().getByRole('link').click();

    await expect(page.getByTestId('tour-detail')).toBeVisible();
    await expect(page.getByTestId('tour-pure-note')).toBeVisible();
    await page.locator('button.tv-cal__day:not(:disabled)').first().click();
    await page.getByTestId('tour-add-儿童').click();
    await expect(page.getByTestId('tour-price-lines')).toContainText('儿童（占床）');
    await page.getByTestId('tour-book').click();
    await expect(page).toHaveURL(
      /\/travel\/book\?productCode=T\w+&date=\d{4}-\d{2}-\d{2}&adults=2&children=6%3A1/,
    );
    expect(errors).toEqual([]);
  });
});
