import { describe, expect, it } from 'vitest';
import { chromiumCandidates, findChromium, type ChromiumLookup } from '../../server/runner/chromiumPath.ts';

const PLAYWRIGHTS = '/home/qa/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine holding only `files`, with Playwright's cache holding `folders`. */
function machine(files: string[], over: Partial<ChromiumLookup> = {}, folders: string[] = []): ChromiumLookup {
  return {
    platform: 'linux',
    env: {},
    home: '/home/qa',
    playwrightChromium: () => PLAYWRIGHTS,
    exists: (file) => files.includes(file),
    list: (dir) => (dir === '/home/qa/.cache/ms-playwright' ? folders : []),
    ...over,
  };
}

describe('finding a Chromium to run tests in', () => {
  it('takes CHROME_PATH first, then the system Chromium', () => {
    const both = ['/opt/chromium/chrome', '/usr/bin/chromium'];
    expect(findChromium(machine(both, { configured: '/opt/chromium/chrome' }))).toBe('/opt/chromium/chrome');
    expect(findChromium(machine(both))).toBe('/usr/bin/chromium');
  });

  it('finds the Chromium that `npx playwright install chromium` installed', () => {
    expect(findChromium(machine([PLAYWRIGHTS]))).toBe(PLAYWRIGHTS);
  });

  it('finds another revision Playwright installed, the newest first, under PLAYWRIGHT_BROWSERS_PATH too', () => {
    const older = '/home/qa/.cache/ms-playwright/chromium-1100/chrome-linux/chrome';
    const newer = '/home/qa/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
    const lookup = machine([older, newer], {}, ['chromium-1100', 'chromium-1200', 'firefox-900', 'ffmpeg-1010']);
    expect(findChromium(lookup)).toBe(newer);

    const shared = '/srv/browsers/chromium-1300/chrome-linux64/chrome';
    const elsewhere = machine([shared], {
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/browsers' },
      list: (dir) => (dir === '/srv/browsers' ? ['chromium-1300'] : []),
    });
    expect(findChromium(elsewhere)).toBe(shared);
  });

  it('finds Chrome and Chromium where they are usually installed, on Linux, macOS and Windows', () => {
    expect(findChromium(machine(['/usr/bin/google-chrome-stable']))).toBe('/usr/bin/google-chrome-stable');
    expect(findChromium(machine(['/snap/bin/chromium']))).toBe('/snap/bin/chromium');
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine([mac], { platform: 'darwin' }))).toBe(mac);
    const windows = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const win = machine([], {
      platform: 'win32',
      env: { PROGRAMFILES: 'C:\\Program Files' },
      exists: (file) => file.replace(/\//g, '\\') === windows,
    });
    expect(findChromium(win).replace(/\//g, '\\')).toBe(windows);
  });

  it('says where it looked and how to install one when there is none', () => {
    const none = machine([]);
    expect(chromiumCandidates(none)).toEqual(expect.arrayContaining(['/usr/bin/chromium', PLAYWRIGHTS]));
    expect(() => findChromium(none)).toThrow(/No Chromium found \(looked for \/usr\/bin\/chromium, .*\)/);
    expect(() => findChromium(none)).toThrow(/npx playwright install chromium/);
    expect(() => findChromium(none)).toThrow(/CHROME_PATH/);
  });
});
