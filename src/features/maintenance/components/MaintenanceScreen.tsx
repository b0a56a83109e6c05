import { useEffect, useState } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { ApiRequestError } from '../../../lib/api-client';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { MAINTENANCE_PATH, type MaintenanceSettings } from '@shared/maintenance';
import type { MaintenanceApi } from '../api/maintenance-api';

const failureMessage = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' })
    : null;

function describe(settings: MaintenanceSettings): string {
  const since = when(settings.changedAt);
  if (settings.on)
    return `Maintenance mode is on: visitors see the maintenance page${since ? ` (since ${since})` : ''}.`;
  return 'Maintenance mode is off: the site is open to visitors.';
}

/**
 * The admin's maintenance switch (decision 0029): one button that closes the public site behind the maintenance
 * page, and the same button opens it again. Either turn is undone in one click, so it asks for no confirmation.
 */
export function MaintenanceScreen({ api }: { api: MaintenanceApi }) {
  const [settings, setSettings] = useState<MaintenanceSettings | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { isBusy: busy, error, setError, run } = useSubmitBusy(failureMessage);

  useEffect(() => {
    const controller = new AbortController();
    api.read(controller.signal).then(setSettings, (failure: unknown) => {
      if (!controller.signal.aborted) setError(failureMessage(failure));
    });
    return () => controller.abort();
  }, [api, setError]);

  const turn = (on: boolean) =>
    run(async () => {
      setDone(null);
      const answer = await api.turn(on);
      setSettings(answer.settings);
      setDone(answer.message);
    });

  return (
    <div className="maintenance-settings">
      <p>
        While maintenance mode is on, visitors see one page saying the site is being updated, with the clinic’s phone
        numbers. Sign-in, this portal and everything staff do here keep working. Installed apps show the same page, and
        every page opens again by itself within about a minute of turning it off.
      </p>
      <p>
        <a href={MAINTENANCE_PATH} target="_blank" rel="noopener">
          See the maintenance page (opens in a new tab)
        </a>
      </p>
      {settings === null && !error ? <LoadingStatus label="Loading maintenance mode…" /> : null}
      <div role="status">
        {settings ? <p>{describe(settings)}</p> : null}
        {done ? <p>{done}</p> : null}
      </div>
      {error ? <p role="alert">Maintenance mode could not be changed or read. {error}</p> : null}
      {settings ? (
        <button
          type="button"
          className={settings.on ? 'button' : 'button button--secondary'}
          disabled={busy}
          onClick={() => void turn(!settings.on)}
        >
          {settings.on ? 'Open the site again' : 'Turn on maintenance mode'}
        </button>
      ) : null}
    </div>
  );
}
