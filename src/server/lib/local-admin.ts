import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database can be opened by one process only. While the server runs on it, it
 * leaves a file in DATA_DIR (readable by its owner only) with its address and a random secret,
 * so that command-line tools send their work to the running server instead of opening the
 * database a second time.
 */
export interface LocalAdminFile {
  pid: number;
  url: string;
  secret: string;
}

const fileIn = (dataDir: string) => join(dataDir, 'local-admin.json');

export function newLocalAdminSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function writeLocalAdminFile(dataDir: string, url: string, secret: string) {
  const entry: LocalAdminFile = { pid: process.pid, url, secret };
  writeFileSync(fileIn(dataDir), JSON.stringify(entry), { mode: 0o600 });
}

export function removeLocalAdminFile(dataDir: string) {
  rmSync(fileIn(dataDir), { force: true });
}

/** The running server's entry, or undefined when no live server holds the database. */
export function readLocalAdminFile(dataDir: string): LocalAdminFile | undefined {
  try {
    const entry = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as LocalAdminFile;
    process.kill(entry.pid, 0);
    return entry;
  } catch {
    return undefined;
  }
}
