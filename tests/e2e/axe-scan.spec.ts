import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, openPage, test } from '../support/test.ts';

/** The scan every route and state gets must see what it is there to see: a check that can never fail hides a fault. */
test('the axe scan fails on a picture without a text alternative and on a control too small to press', async ({
  page,
}) => {
  await openPage(page, '/');
  await expectNoAxeViolations(page);
  await page.locator('main').evaluate((main) => {
    const added = document.createElement('p');
    added.innerHTML = '<img src="/favicon.svg"><button>a</button><button>b</button>';
    added.querySelectorAll('button').forEach((button) => (button.style.cssText = 'width:8px;height:8px;padding:0'));
    main.prepend(added);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*target-size|target-size[\s\S]*image-alt/);
});
