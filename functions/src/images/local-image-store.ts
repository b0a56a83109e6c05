import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey } from './image-keys';
import type { ImageStore } from './image-store';

/**
 * Images in a folder, for the emulators where no Storage emulator can start (chooseImageStore). Loaded only there,
 * through localImageStore's dynamic import: the functions build writes it to a file of its own, which the deploy
 * leaves out (firebase.json's functions ignore), so production code never holds it.
 */
export function createLocalImageStore(root: string): ImageStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key));
    // The key check already rules traversal out; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error('Refusing an image key outside the store.');
    return file;
  };
  return {
    async save(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent read never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(folder) {
      try {
        const entries = await readdir(fileOf(folder), { withFileTypes: true });
        const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'));
        return Promise.all(
          files.map(async ({ name }) => ({ name, storedAt: (await stat(fileOf(`${folder}/${name}`))).mtime })),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
