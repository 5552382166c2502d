import type { Locator } from '@playwright/test';
import { replies } from '../../mocks/handlers.ts';
import { touchForm } from '../../support/contact-form.ts';
import { form as formText, inputName } from '../../support/content.ts';
import { expect, openPage, test, widths } from '../../support/test.ts';

// MSW answers the form provider for these tests' sends (tests/support/test.ts).
test.use({ sendsForm: true });

/** Whether two boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  return (
    one!.x < two!.x + two!.width &&
    two!.x < one!.x + one!.width &&
    one!.y < two!.y + two!.height &&
    two!.y < one!.y + one!.height
  );
}

test('on a phone a notice stands clear of every field and of the Send button', async ({ page, network }) => {
  network.use(replies.status(500));
  await openPage(page, '/contact/', widths.mobile);
  await touchForm(page);
  const main = page.getByRole('main');
  const fields = (['name', 'email', 'message'] as const).map((input) =>
    main.getByRole('textbox', { name: inputName(input) }),
  );
  for (const [index, field] of fields.entries())
    await field.fill(['Ada Lovelace', 'ada@plant.example', 'OPC UA'][index]!);
  const send = main.getByRole('button', { name: formText.submit });
  await send.click();
  const notice = page.getByRole('region', { name: formText.notices.label }).getByRole('alertdialog');
  await expect(notice).toBeVisible();
  for (const part of [...fields, send]) expect(await overlap(notice, part)).toBe(false);
});
