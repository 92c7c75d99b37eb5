import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Db } from '../db/handle';

/** What the store needs: the database (its rows) and, optionally, where the bytes go. */
export interface FilesRootDeps {
  db: Db;
  /** BACKEND_FILES_DIR / AppDeps.filesRoot: the folder of the stored files. Default: filesRootOf(db). */
  filesRoot?: string;
}

// An in-memory database (tests) gets one temporary folder for its life.
const memoryRoots = new WeakMap<Db, string>();

/**
 * Where the stored files of this database live when nothing else is said: a `files` folder beside
 * the database file (`.data/e2e-4.sqlite` → `.data/files/e2e-4/`, so the slots of the browser tests
 * never share one), or a temporary folder for an in-memory database.
 */
export function filesRootOf(db: Db): string {
  if (db.memory || db.name === '' || db.name === ':memory:') {
    let root = memoryRoots.get(db);
    if (!root) {
      root = mkdtempSync(join(tmpdir(), 'backend-files-'));
      memoryRoots.set(db, root);
    }
    return root;
  }
  const base = db.name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'db';
  return join(dirname(db.name), 'files', base);
}

/** The store's root for these deps, created if missing. */
export function filesRoot(deps: FilesRootDeps): string {
  const root = deps.filesRoot ?? filesRootOf(deps.db);
  mkdirSync(root, { recursive: true });
  return root;
}

/** The store's own file names (store.ts): a random id, or one being written. */
const STORED_NAME = /^[0-9a-f]{32}(\.partial)?$/;

/**
 * Deletes every stored file (the control API's reset, after the rows are gone). Only the store's own
 * names go: a BACKEND_FILES_DIR pointed at a folder with other things in it keeps them.
 */
export function clearFilesRoot(deps: FilesRootDeps): void {
  const root = deps.filesRoot ?? filesRootOf(deps.db);
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) if (STORED_NAME.test(name)) rmSync(join(root, name), { force: true });
}
