import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { liftNetworkLimits, uniqueEmail } from './support/accounts';
import { signInCode } from './support/mail-inbox';
import { aVideoFile } from './support/video-clip';

// Issue 6: a member uploads a prompt video through the videos screen, sees the percentage, then
// 'Completed' once the worker has transcoded it; and records one with Chromium's fake camera.
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('videos');
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

/** Signs up with the mailed code and saves a profile, as the onboarding wizard would. */
async function becomeMember(): Promise<void> {
  await page.goto('/create-account');
  await page.getByLabel('Email').fill(email);
  const sentAt = new Date();
  await liftNetworkLimits();
  await page.getByRole('button', { name: 'send code' }).click();
  await page.getByLabel('Verification code').fill(await signInCode(email, sentAt));
  await page.getByRole('button', { name: 'verify' }).click();
  await expect(page).toHaveURL(/\/complete-profile$/);
  const status = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const form = new FormData();
    form.append(
      'ProfileJson',
      JSON.stringify({
        FirstName: 'Vera',
        Age: 29,
        UserSex: 'female',
        Location: 'Canada:Ontario:Toronto',
        Neighborhoods: ['downtown'],
        CanHost: false,
        AvailableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
        Interests: [
          {
            name: 'Photography',
            lookingFor: 'people who like a slow walk with a camera',
            contribute: 'I know the good light spots around the city',
          },
        ],
      }),
    );
    const response = await fetch('/api/profiles', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    });
    return response.status;
  });
  expect(status).toBe(201);
}

/** Every text the videos screen's progress line shows, in order, however briefly. */
async function watchProgressLine(): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressTexts: string[] }).progressTexts = seen;
    new MutationObserver(() => {
      for (const line of document.querySelectorAll('[role="status"][aria-live="polite"]')) {
        const text = line.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressTexts: string[] }).progressTexts);
}

test('a member uploads a video file for a fun prompt, sees the percentage, then Completed', async () => {
  await becomeMember();
  await page.goto('/emberite/settings/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  const fun = page.getByRole('region', { name: 'fun prompt' });
  await expect(fun.getByText('Not Started')).toBeVisible();
  await fun.getByRole('combobox', { name: 'fun prompt' }).selectOption({ label: 'Show us your signature dance move' });
  await fun.getByRole('button', { name: 'take a video: your fun video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Show us your signature dance move' });
  await expect(dialog.getByRole('button', { name: 'take a video' })).toBeVisible();

  // A slow uplink, so the upload takes long enough to watch its percentage climb.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  const progressTexts = await watchProgressLine();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'upload a file' }).click();
  await (await chooser).setFiles(await aVideoFile());

  await expect(dialog.getByRole('progressbar', { name: 'video upload' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^Uploading video: \d{1,3}%$/);
  await expect(dialog.getByRole('status')).toHaveText('Video uploaded successfully', { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const texts = await progressTexts();
  const percentages = texts.flatMap((text) => /^Uploading video: (\d+)%$/.exec(text)?.[1] ?? []).map(Number);
  expect(texts[0]).toBe('Uploading video...');
  expect(percentages.length).toBeGreaterThan(2);
  expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
  expect(texts.at(-1)).toBe('Video uploaded successfully');
  // Spec 1 §9: the message clears after 3 s (an empty status line takes no room, so it is hidden).
  await expect(dialog.getByText('Video uploaded successfully')).toBeHidden({ timeout: 10_000 });

  // The worker transcodes it; the screen asks until it is ready.
  await expect(dialog.getByLabel('your answer to Show us your signature dance move', { exact: true })).toBeVisible({
    timeout: 90_000,
  });
  await page.keyboard.press('Escape');
  await expect(fun.getByText('Completed')).toBeVisible();
  await expect(fun.locator('img')).toHaveAttribute('src', /\/api\/media\/.+\/poster\.jpg$/);
  const video = await page.evaluate(async () => (await (await fetch('/api/videos')).json()) as { videos: unknown[] });
  expect(video.videos).toEqual([
    expect.objectContaining({
      promptId: 'dance_move',
      promptType: 'fun',
      status: 'ready',
      durationSeconds: expect.any(Number),
    }),
  ]);
});

test('a member records a useful prompt with the camera, uploads it, and it becomes Completed', async () => {
  // Chromium's fake camera and microphone (launch flags in playwright.config.ts) stand in for a real one.
  await page.goto('/emberite/settings/videos');
  const useful = page.getByRole('region', { name: 'useful prompt' });
  await expect(useful.getByText('Not Started')).toBeVisible();
  await useful.getByRole('combobox', { name: 'useful prompt' }).selectOption({ label: 'Share a travel tip' });
  await useful.getByRole('button', { name: 'take a video: your useful video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a travel tip' });
  await dialog.getByRole('button', { name: 'take a video' }).click();

  await expect(page.getByLabel('Your camera')).toBeVisible();
  await page.getByRole('button', { name: 'start recording' }).click();
  // A three-second countdown, then the recording runs until stopped (or 15 s).
  const stop = page.getByRole('button', { name: 'stop recording' });
  await expect(stop).toBeVisible({ timeout: 10_000 });
  // Two seconds recorded: the time left counts down from 0:15.
  await expect(page.getByText(/^time left 0:1[0-3]$/)).toBeVisible();
  await stop.click();
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await page.getByRole('button', { name: 'upload' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Video uploaded successfully', { timeout: 60_000 });
  await expect(dialog.getByLabel('your answer to Share a travel tip', { exact: true })).toBeVisible({
    timeout: 90_000,
  });
  await page.keyboard.press('Escape');
  await expect(useful.getByText('Completed')).toBeVisible();
  const recorded = await page.evaluate(
    async () => (await (await fetch('/api/videos')).json()) as { videos: { promptType: string; status: string }[] },
  );
  expect(recorded.videos.find((video) => video.promptType === 'useful')).toMatchObject({ status: 'ready' });
});
