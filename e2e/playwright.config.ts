import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser.ts';

/** The port of the portal the suite starts; 8181 keeps clear of a running `npm start`. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Journeys that rewrite the shared remote registry must not overlap with others,
  // and the machine has two cores: one worker keeps the run predictable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
