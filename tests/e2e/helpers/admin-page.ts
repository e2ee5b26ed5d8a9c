/** Browser helpers of the admin tests: an admin page, toasts, generated image files to upload. */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, baseURL, newPage } from './browser';
import { e2eEnv } from './e2e-env';
import { login, useSession, type Session } from './admin-fixtures';

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text });

let adminSession: Promise<Session> | undefined;
/** One API login of the test admin per file (the login limit is per e-mail). */
export function admin(): Promise<Session> {
  adminSession ??= login(baseURL(), e2eEnv('adminEmail'), e2eEnv('adminPassword'));
  return adminSession;
}

/** A page already signed in as the admin (session cookie and user record, as the login form leaves them). */
export async function adminPage(browser: Browser, viewport = DESKTOP) {
  const { page, context } = await newPage(browser, { viewport });
  await useSession(page, await admin());
  return { page, context };
}

/** A real PNG (the server decodes uploads), in a colour so each upload differs. */
export async function pngFile(name: string, rgb: [number, number, number] = [168, 131, 74]) {
  const buffer = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The path of the page, for polling after navigation. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
