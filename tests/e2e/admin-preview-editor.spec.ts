import { newInvitation } from '@shared/wizard';
import type { Template } from '@shared/templates';
import { expect, test } from './support/fixtures';

/*
 * Issue 31: the admin's template preview editor at 375 px was 420 px wide (the page scrolled sideways).
 * Seeded through the API: a preview invitation on a published template, opened in the editor.
 */
test('the admin preview editor fits a 375 px screen, step by step @mobile', async ({ admin: page, baseURL }) => {
  test.skip(test.info().project.name !== 'admin-mobile', 'a 375 px check: the phone-sized project only');
  const template = ((await (await page.request.get('/api/templates?pageSize=1')).json()) as { data: Template[] }).data[0]!;
  const input = {
    ...newInvitation(),
    template: { id: template.id, imageUrl: template.image_url, dominantColors: template.dominant_colors, accentColor: null },
    eventName: '<p>Preview at 375</p>',
    date: '2027-05-01',
    time: '19:00',
    organizer: { name: 'Maya', email: '', phone: '' },
  };
  const created = await page.request.post('/api/admin/preview-invitations', { headers: { origin: baseURL! }, data: input });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/admin/create-preview/${id}`);
  await expect(page.locator('#step-heading')).toBeVisible();
  const width = page.viewportSize()!.width;
  /** The page's sideways scroll, and the first elements reaching past the screen outside a scrolling box. */
  const measure = () =>
    page.evaluate((limit) => {
      const scrolls = (element: Element | null): boolean => {
        for (let at = element?.parentElement; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && at !== document.documentElement && at !== document.body) return true;
        }
        return false;
      };
      const widest = [...document.querySelectorAll('body *')]
        // The toasts' region (sonner) is empty and positioned by its library.
        .filter((element) => element.getBoundingClientRect().right > limit + 1 && !scrolls(element) && !element.closest('[data-sonner-toaster], section[aria-label^="Notifications"]'))
        .slice(0, 3)
        .map((element) => `${element.tagName}.${String(element.className).slice(0, 80)} ${Math.round(element.getBoundingClientRect().right)}`);
      return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, widest };
    }, width);
  for (const tab of ['Details', 'Design', 'Preview']) {
    await page.getByRole('button', { name: tab, exact: true }).click();
    await expect(page.getByRole('button', { name: tab, exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect({ tab, ...(await measure()) }).toEqual({ tab, overflow: 0, widest: [] });
  }
  await page.getByRole('button', { name: 'Details', exact: true }).click();
  for (let step = 0; step < 10; step += 1) {
    const heading = await page.locator('#step-heading').textContent();
    expect({ step: heading, ...(await measure()) }).toEqual({ step: heading, overflow: 0, widest: [] });
    const next = page.getByRole('button', { name: 'Continue' });
    if (!(await next.isVisible()) || !(await next.isEnabled()) || heading === 'Display Options') break;
    await next.click();
    await expect(page.locator('#step-heading')).not.toHaveText(heading ?? '');
  }

  // The template's own pages around the preview: its form and its view.
  for (const path of ['/admin/templates/new', `/admin/templates/edit/${template.id}`, `/admin/templates/view/${template.id}`]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect({ path, ...(await measure()) }).toEqual({ path, overflow: 0, widest: [] });
  }
});
