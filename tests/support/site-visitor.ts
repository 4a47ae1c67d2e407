/**
 * The public site as its tests look at it: a desktop screen in French, and a visitor who has
 * already answered the cookie banner (it has its own tests; elsewhere it would only cover the page).
 */
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';

export const SITE_SCREEN: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'fr-FR' };

/** Stores the visitor's refusal of the optional cookies before any page of `context` loads. */
export async function answerCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: new Date().toISOString() })),
  );
}
