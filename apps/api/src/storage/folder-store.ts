import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { assertFileKey, type FileArea, type FileStore, matchesEtag } from './file-store.ts';

/** Files under the data folder: public ones in DATA_DIR/uploads, private ones in DATA_DIR/private-uploads. */
export function createFolderStore(roots: Record<FileArea, string>): FileStore {
  function pathOf(key: string): string {
    assertFileKey(key);
    const [area, ...rest] = key.split('/') as [FileArea, ...string[]];
    return join(roots[area], ...rest);
  }

  return {
    description: `the folders ${roots.public} and ${roots.private}`,

    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside it, then renamed over it: a reader never sees half a file
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, content);
      await rename(partial, path);
    },

    async get(key, options = {}) {
      const path = pathOf(key);
      const found = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!found?.isFile()) return null;
      // as @fastify/static made them, so the browsers' copies stay valid
      const etag = `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
      if (matchesEtag(options.ifNoneMatch, etag)) return 'not-modified';
      return { body: createReadStream(path), size: found.size, etag, lastModified: found.mtime };
    },

    async remove(key) {
      const path = isAbsolute(key) ? legacyPathOf(key, roots) : pathOf(key);
      if (!path) return;
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async check() {
      for (const root of Object.values(roots)) {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      }
    },

    close() {},
  };
}

/** Rows written before decision 028 hold the file's absolute path; only one inside a root is honoured. */
function legacyPathOf(key: string, roots: Record<FileArea, string>): string | null {
  const path = resolve(key);
  const isInside = Object.values(roots).some((root) => {
    const rest = relative(root, path);
    return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest);
  });
  return isInside ? path : null;
}
