import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const versionFile = path.join(import.meta.dirname, '..', 'visual', 'chromium-version.txt');

/** "Chromium 156.0.8078.73 built on Debian …" -> "156.0.8078.73". */
export function runningChromiumVersion() {
  const out = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const match = /(\d+\.\d+\.\d+\.\d+)/.exec(out);
  if (!match)
    throw new Error(`Cannot read a version from "${out.trim()}" (${chromiumPath} --version)`);
  return match[1];
}

export function recordedChromiumVersion() {
  return fs.existsSync(versionFile) ? fs.readFileSync(versionFile, 'utf8').trim() : null;
}
