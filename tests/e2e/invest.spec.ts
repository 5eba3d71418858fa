import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { outboxCount } from './support/app.ts';
import { DEMO, signInDemoByEmail, tokenOf } from './support/demo-investor.ts';

/**
 * Ideas and goals as the demo investor: ₹50,000 into a curated portfolio (the cart shows the split), a
 * House goal planned with the default answers and its SIPs added to the cart, a corporate fixed
 * deposit request, and the term-insurance wizard with its emailed acknowledgement. One signed-in
 * page for the four journeys; the cart is emptied again at the end for the specs that follow.
 */

test.describe.serial('ideas, goals, deposits and insurance as the demo investor', () => {
  test.describe.configure({ timeout: 3 * 60_000 });
  let page: Page;
  let request: APIRequestContext;

  test.beforeAll(async ({ browser, playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL })).newPage();
    await signInDemoByEmail(page, request);
  });

  test.afterAll(async () => {
    // leave the demo investor's cart as it was: the orders specs that follow start from an empty cart
    const token = await tokenOf(page);
    const headers = { token, Version: '3.2' };
    const cart = (await (await page.request.get('/api/transaction/get_cart_details', { headers })).json()).cart_details;
    const ids = (list: Array<{ TE_IHNO: number }>) => list.map((i) => i.TE_IHNO).join(',');
    if (cart.sipArray.length) await page.request.post('/api/transaction/remove_cart_item', { headers, data: { Ihnos: ids(cart.sipArray), TrType: 'S' } });
    if (cart.lumpsumArray.length)
      await page.request.post('/api/transaction/remove_cart_item', { headers, data: { Ihnos: ids(cart.lumpsumArray), TrType: 'N' } });
    await page.context().close();
    await request.dispose();
  });

  test('₹50,000 into a curated portfolio: the split is shown before adding, and the cart groups it under the idea', async () => {
    await page.goto('/portal/investment/mutual-funds');
    await expect(page.getByRole('heading', { level: 1, name: 'Mutual Funds' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Equity/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Portfolio manager' })).toBeVisible();
    // the educational table shows the tax law in force, not the spec's 15% / 10%
    await expect(page.getByRole('table', { name: /Fund categories/ })).toContainText('12.5% on gains above ₹1.25 lakh');
    await page.getByRole('link', { name: /Bluechip Core/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bluechip Core' })).toBeVisible();
    await page.getByRole('tab', { name: 'Methodology' }).click();
    await expect(page.getByText('Rebalancing', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'VIEW RECOMMENDED SCHEMES' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bluechip Core: Recommended Schemes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '5Y' })).toHaveAttribute('aria-selected', 'true');
    const schemes = page.getByRole('table', { name: 'Recommended schemes' });
    await expect(schemes.getByRole('row')).toHaveCount(4);
    const names = await schemes.locator('tbody th').allInnerTexts();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();

    const drawer = page.getByRole('dialog', { name: 'Add To Cart' });
    await expect(drawer.getByRole('button', { name: 'Lumpsum' })).toHaveAttribute('aria-pressed', 'true');
    const amount = drawer.getByRole('textbox', { name: 'Amount' });
    await amount.fill('1000');
    await expect(drawer.getByText(/^Amount should be greater than [\d,]+$/)).toBeVisible();
    await amount.fill('50000');
    // 35% / 35% / 30% of ₹50,000, shown before adding
    const split = drawer.getByRole('table', { name: 'Split by scheme' });
    await expect(split.getByRole('row')).toHaveCount(3);
    await expect(split.getByRole('row').nth(0)).toContainText('₹17,500');
    await expect(split.getByRole('row').nth(1)).toContainText('₹17,500');
    await expect(split.getByRole('row').nth(2)).toContainText('₹15,000');
    await drawer.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByText('Added to Cart Successfully').first()).toBeVisible();
    await drawer.getByRole('link', { name: 'Go to cart' }).click();

    await expect(page).toHaveURL(/\/portal\/cart$/);
    await page.getByRole('tab', { name: /^Lumpsum\(\d+\)$/ }).click();
    const group = page.getByRole('region', { name: 'Bluechip Core' });
    await expect(group.getByRole('listitem')).toHaveCount(3);
    for (const name of names) await expect(group.getByText(name, { exact: true })).toBeVisible();
    await expect(group.getByText('₹17,500.00')).toHaveCount(2);
    await expect(group.getByText('₹15,000.00')).toHaveCount(1);
  });

  test('a House goal with the default answers: result, schemes, and its SIPs in the cart', async () => {
    await page.goto('/portal/investment/mutual-funds');
    await page.getByRole('region', { name: 'Goals' }).getByRole('link', { name: /House/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'House' })).toBeVisible();
    await page.getByRole('button', { name: 'PROCEED' }).click();

    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'What is the price of the house today?' })).toHaveValue('10000000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('textbox', { name: 'In how many years do you want to buy it?' })).toHaveValue('7');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('textbox', { name: 'How much of the price will you pay from savings (%)?' })).toHaveValue('40');
    await page.getByRole('button', { name: 'SHOW RESULT' }).click();

    await expect(page.getByRole('heading', { name: 'Your Result' })).toBeVisible();
    // ₹40 lakh down payment at 6% inflation for 7 years, on the equity mix at 12% a year (see the API test)
    await expect(page.getByText('₹60,14,522').first()).toBeVisible();
    await expect(page.getByText('Monthly SIP (100%)')).toBeVisible();
    await expect(page.getByText('₹46,697')).toBeVisible();
    const slider = page.getByRole('slider', { name: 'How much by SIP?' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Monthly SIP (90%)')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('link', { name: 'VIEW PORTFOLIO' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'House Schemes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Funds In the Bucket/ })).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Please select Mandate and date for all SIP Schemes');
    await page.getByRole('button', { name: 'OK' }).click();
    const dates = page.getByRole('combobox', { name: /^Start date for / });
    const count = await dates.count();
    expect(count).toBe(4);
    for (let i = 0; i < count; i++) await dates.nth(i).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Mandate' }).selectOption('DEMO0000X1');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByText('ADDED TO CART').first()).toBeVisible();

    await page.goto('/portal/cart');
    await page.getByRole('tab', { name: /^SIP\(\d+\)$/ }).click();
    const group = page.getByRole('region', { name: 'House' });
    await expect(group.getByRole('listitem')).toHaveCount(4);
    await expect(group.getByText('84', { exact: true })).toHaveCount(4);
  });

  test('a corporate fixed deposit request', async () => {
    await page.goto('/portal/investment/corp-fixed-deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'Corporate Fixed Deposits' })).toBeVisible();
    // the demo investor was born in 1986: not a senior citizen, so the switch follows her age
    await expect(page.getByRole('switch', { name: 'Senior Citizen' })).not.toBeChecked();
    await page.getByRole('slider', { name: /Tenure/ }).fill('3');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByRole('heading', { name: 'Deposits for 3 years', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Please select any option')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Sahyadri Capital Finance Ltd' }).click();
    await page.getByRole('textbox', { name: 'Amount for Sahyadri Capital Finance Ltd' }).fill('20000');
    await page.getByRole('combobox', { name: 'Interest frequency for Sahyadri Capital Finance Ltd' }).selectOption('On Maturity');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Please enter more than or equal to min investment amount')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount for Sahyadri Capital Finance Ltd' }).fill('100000');
    // 6.50% for 3 years, compounded yearly: 1,00,000 × 1.065³ = ₹1,20,794.96
    await expect(page.getByText(/Matures at ₹1,20,794\.96/)).toBeVisible();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your fixed deposit request has been submitted' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'CONTINUE' })).toBeVisible();

    // the partner page: its rate tables and FAQ
    await expect(page.getByRole('table', { name: 'Rates (senior citizens)' })).toContainText('7.05%');
    await page.getByRole('button', { name: 'Can I withdraw early?' }).click();
    await expect(page.getByText(/Not in the first 3 months/)).toBeVisible();
  });

  test('the term insurance wizard, with the suggested cover and an emailed acknowledgement', async () => {
    await page.goto('/portal/investment/insurance');
    await expect(page.getByRole('heading', { name: 'Buy a Term Life Insurance' })).toBeVisible();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Please fill the following answer')).toBeVisible();
    await page.getByRole('textbox', { name: 'How old are you?' }).fill('30');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'Female' }).click();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'No' }).click();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('textbox', { name: 'What is your annual income?' }).fill('1200000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('textbox', { name: 'At what age do you plan to retire?' }).fill('60');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('textbox', { name: 'How much have you saved and invested so far?' }).fill('1500000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('textbox', { name: 'How much do you still owe on loans?' }).fill('2000000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Please fill the following answer')).toBeVisible();
    await page.getByRole('textbox', { name: 'What is the total cover of your policies?' }).fill('2500000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('textbox', { name: 'Which city do you live in?' }).fill('Pune');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Question 10 of 10')).toBeVisible();
    await page.getByRole('textbox', { name: 'Anything else the insurer should know?' }).fill('None');
    // 12,00,000 × 30 + 20,00,000 − 15,00,000 − 25,00,000
    await expect(page.getByText('Suggested cover: ₹3,40,00,000')).toBeVisible();
    const before = await outboxCount(request, DEMO.email);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been submitted' })).toBeVisible();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect.poll(() => outboxCount(request, DEMO.email)).toBe(before + 1);
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO.email)}`);
    const [mail] = ((await res.json()) as { messages: Array<{ subject: string; body: string }> }).messages;
    expect(mail!.subject).toBe('Your term life insurance request');
    expect(mail!.body).toContain('Suggested cover: ₹3,40,00,000');
  });
});
