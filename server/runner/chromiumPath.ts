import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Where to look, and how: the machine's own answers by default, stand-ins in tests. */
export interface ChromiumLookup {
  /** `CHROME_PATH`, when set. */
  configured?: string;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
  /** Where `npx playwright install chromium` puts the Chromium this playwright-core drives. */
  playwrightChromium: () => string | undefined;
  exists: (file: string) => boolean;
  /** The entries of a folder, none when it is missing. */
  list: (dir: string) => string[];
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function list(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

const machineLookup = (configured?: string): ChromiumLookup => ({
  configured,
  platform: process.platform,
  env: process.env,
  home: os.homedir(),
  playwrightChromium,
  exists: (file) => fs.existsSync(file),
  list,
});

/** Playwright's browser folder: PLAYWRIGHT_BROWSERS_PATH, else its cache in the user's home. */
function playwrightCache({ platform, env, home }: ChromiumLookup): string {
  const given = env.PLAYWRIGHT_BROWSERS_PATH;
  if (given && given !== '0') return given;
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'ms-playwright');
  if (platform === 'win32') return path.join(env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local'), 'ms-playwright');
  return path.join(env.XDG_CACHE_HOME ?? path.join(home, '.cache'), 'ms-playwright');
}

/** The Chromium binary inside one of Playwright's `chromium-<revision>` folders, per platform. */
function inPlaywrightFolder(folder: string, platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    return ['chrome-mac', 'chrome-mac-arm64', 'chrome-mac-x64'].flatMap((dir) => [
      path.join(folder, dir, 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
      path.join(folder, dir, 'Google Chrome for Testing.app', 'Contents', 'MacOS', 'Google Chrome for Testing'),
    ]);
  }
  if (platform === 'win32')
    return [path.join(folder, 'chrome-win', 'chrome.exe'), path.join(folder, 'chrome-win64', 'chrome.exe')];
  return [path.join(folder, 'chrome-linux', 'chrome'), path.join(folder, 'chrome-linux64', 'chrome')];
}

/** Chrome and Chromium where their installers put them. */
function systemBrowsers({ platform, env, home }: ChromiumLookup): string[] {
  if (platform === 'darwin') {
    return [
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      path.join(home, 'Applications', 'Google Chrome.app', 'Contents', 'MacOS', 'Google Chrome'),
      path.join(home, 'Applications', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ];
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => !!r);
    return roots.flatMap((root) => [
      path.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.join(root, 'Chromium', 'Application', 'chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ];
}

/**
 * Every place a Chromium may be, in the order they are tried: CHROME_PATH; the system's Chromium
 * (Debian's, which the runner is tested with); the one `npx playwright install chromium` installed
 * for this playwright-core, then any other revision Playwright installed (newest first); Chrome.
 */
export function chromiumCandidates(lookup: ChromiumLookup): string[] {
  const system = systemBrowsers(lookup);
  const chromiums = system.filter((p) => /chromium/i.test(p));
  const chromes = system.filter((p) => !/chromium/i.test(p));
  const cache = playwrightCache(lookup);
  const revisions = lookup
    .list(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.slice('chromium-'.length)) - Number(a.slice('chromium-'.length)))
    .flatMap((name) => inPlaywrightFolder(path.join(cache, name), lookup.platform));
  const candidates = [lookup.configured, ...chromiums, lookup.playwrightChromium(), ...revisions, ...chromes];
  return [...new Set(candidates.filter((p): p is string => !!p))];
}

export function noChromiumMessage(looked: string[]): string {
  return (
    `No Chromium found (looked for ${looked.join(', ')}). Install one: \`npx playwright install chromium\`, ` +
    "or your system's Chromium or Chrome (Debian: `apt install chromium`); or set CHROME_PATH to its binary, " +
    'or point BROWSER_WS_ENDPOINT at a Playwright browser server.'
  );
}

/** The Chromium to launch: the first candidate that exists. */
export function findChromium(lookup: ChromiumLookup): string {
  const candidates = chromiumCandidates(lookup);
  const found = candidates.find((p) => lookup.exists(p));
  if (!found) throw new Error(noChromiumMessage(candidates));
  return found;
}

/** The Chromium to launch on this machine, CHROME_PATH first. */
export function chromiumExecutable(configured?: string): string {
  return findChromium(machineLookup(configured));
}
