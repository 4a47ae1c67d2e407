/**
 * Picks an option of a back-office autocomplete (a reference field) as a person does: type,
 * then click the suggestion. The suggestions are fetched as one types and the list is drawn
 * again when they arrive, so a suggestion can vanish under the pointer: type again and retry.
 */
import type { Locator, Page } from 'playwright-core';

const ATTEMPTS = 3;
const ATTEMPT_TIMEOUT = 5_000;

export async function pickOption(page: Page, combobox: Locator, typed: string, option: string | RegExp): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await combobox.fill(typed);
      await page.getByRole('option', { name: option }).click({ timeout: ATTEMPT_TIMEOUT });
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}
