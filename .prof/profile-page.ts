// throwaway: CPU profile of one page load under 4x throttling (not committed)
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { demoSession, pagePaths } from '../tests/perf/lighthouse-audit.ts';
import { startServer } from '../tests/perf/support.ts';

const PORT = 8311;
const origin = `http://127.0.0.1:${PORT}`;
const which = process.argv[2] ?? 'scheme-detail';
const server = await startServer({ port: PORT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await demoSession(origin);
  const { paths } = await pagePaths(origin, session);
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((v) => localStorage.setItem('nivesh.auth', v), session.stored);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${paths[which as keyof typeof paths]}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`.prof/${which}.cpuprofile`, JSON.stringify(profile));
  console.log('written');
} finally {
  await browser.close();
  await server.stop();
}
