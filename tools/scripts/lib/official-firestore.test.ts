import { describe, expect, it } from 'vitest';
import { launcherManifest, manifestLine, storedZip } from './official-firestore';

describe('the launcher JAR', () => {
  it('names the emulator main class and the JAR on its class path as a file URL, spaces escaped', () => {
    const manifest = launcherManifest('/opt/my sdk/cloud-firestore-emulator.jar').replace(/\r\n /g, '');
    expect(manifest).toContain('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n');
    expect(manifest).toContain('Class-Path: file:///opt/my%20sdk/cloud-firestore-emulator.jar\r\n');
    expect(manifest.endsWith('\r\n\r\n')).toBe(true);
  });

  it('wraps manifest lines at 72 bytes, continuing with one space', () => {
    const line = `Class-Path: ${'x'.repeat(200)}`;
    const wrapped = manifestLine(line);
    const parts = wrapped.split('\r\n').slice(0, -1);
    expect(parts.every((part) => Buffer.byteLength(part) <= 72)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(wrapped.replace(/\r\n /g, '')).toBe(`${line}\r\n`);
  });

  it('is a ZIP whose one stored entry holds the manifest', () => {
    const data = Buffer.from('Manifest-Version: 1.0\r\n\r\n');
    const zip = storedZip([{ name: 'META-INF/MANIFEST.MF', data }]);
    // End of central directory: one entry, and the directory where it says.
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(1);
    const directory = zip.subarray(end.readUInt32LE(16));
    expect(directory.readUInt32LE(0)).toBe(0x02014b50);
    const nameLength = directory.readUInt16LE(28);
    expect(directory.subarray(46, 46 + nameLength).toString()).toBe('META-INF/MANIFEST.MF');
    // The local entry: stored (method 0), so its bytes are the manifest itself.
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(8)).toBe(0);
    const start = 30 + zip.readUInt16LE(26);
    expect(zip.subarray(start, start + data.length)).toEqual(data);
  });
});
