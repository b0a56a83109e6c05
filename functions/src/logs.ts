/**
 * The one place the functions log. Cloud Logging reads one JSON object per line from stdout.
 * Never pass tokens, passwords or email addresses here.
 */
type Fields = Record<string, string | number | boolean | undefined>;

function write(severity: 'INFO' | 'WARNING' | 'ERROR', message: string, fields: Fields = {}): void {
  const line = JSON.stringify({ severity, message, ...fields });
  if (severity === 'ERROR') console.error(line);
  else console.log(line);
}

export const logs = {
  info: (message: string, fields?: Fields) => write('INFO', message, fields),
  warn: (message: string, fields?: Fields) => write('WARNING', message, fields),
  error: (message: string, error: unknown, fields?: Fields) =>
    write('ERROR', message, {
      ...fields,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
};
