import { describe, expect, it } from 'vitest';
import { BACKUP_PREFIX, backupName, bucketName, buildExportRequest, timeOfBackup } from './export-request';

const NOW = new Date('2026-11-27T07:31:42.123Z');

describe('the daily export request', () => {
  it('exports every collection of the default database to a dated folder of the bucket', () => {
    expect(buildExportRequest({ projectId: 'clinic-prod', bucket: 'clinic-backups', now: NOW })).toEqual({
      name: 'projects/clinic-prod/databases/(default)',
      outputUriPrefix: `gs://clinic-backups/${BACKUP_PREFIX}/2026-11-27T0730Z`,
      collectionIds: [],
      // 07:30:00Z: a whole minute, in the past (Firestore refuses the present and fractions of a minute).
      snapshotTime: { seconds: Date.UTC(2026, 10, 27, 7, 30) / 1000, nanos: 0 },
    });
  });

  it('asks for a snapshot on a whole minute before the call, whatever the second it runs at', () => {
    for (const iso of ['2026-11-27T07:31:00.000Z', '2026-11-27T07:31:59.999Z', '2026-01-01T00:00:30Z']) {
      const now = new Date(iso);
      const { seconds } = buildExportRequest({ projectId: 'p', bucket: 'bucket', now }).snapshotTime;
      expect(seconds % 60, iso).toBe(0);
      expect(seconds * 1000, iso).toBeLessThan(now.getTime());
      expect(now.getTime() - seconds * 1000, iso).toBeLessThanOrEqual(120_000);
    }
  });

  it('names one folder per run, sorted by time', () => {
    const days = ['2026-11-27T07:30:00Z', '2026-11-28T07:30:00Z', '2026-12-01T07:30:00Z'].map(
      (iso) => buildExportRequest({ projectId: 'p', bucket: 'b-1', now: new Date(iso) }).outputUriPrefix,
    );
    expect(new Set(days).size).toBe(3);
    expect([...days].sort()).toEqual(days);
  });

  it('accepts the bucket as a name or a gs:// address, and refuses anything else by the setting’s name', () => {
    expect(bucketName('gs://clinic-backups/')).toBe('clinic-backups');
    expect(bucketName(' clinic-backups ')).toBe('clinic-backups');
    for (const bad of ['', 'Clinic_Backups', 'gs://', 'a', 'my bucket', 'clinic-backups/firestore']) {
      expect(() => bucketName(bad), bad).toThrow(/BACKUP_BUCKET/);
    }
  });

  it('refuses to run without a project', () => {
    expect(() => buildExportRequest({ projectId: '', bucket: 'b-1', now: NOW })).toThrow(/project/);
  });

  it('gives the export folder and the image manifest one backup name, read back as its instant', () => {
    expect(backupName(NOW)).toBe('2026-11-27T0730Z');
    expect(buildExportRequest({ projectId: 'p', bucket: 'b-1', now: NOW }).outputUriPrefix).toMatch(
      /\/2026-11-27T0730Z$/,
    );
    expect(timeOfBackup('2026-11-27T0730Z')).toEqual(new Date('2026-11-27T07:30:00Z'));
    for (const stray of ['2026-11-27T0730', 'restore', '2026-13-45T9999Z', '2026-11-27T0730Z.json'])
      expect(timeOfBackup(stray), stray).toBeNull();
  });
});
