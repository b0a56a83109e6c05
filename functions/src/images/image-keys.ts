/** What an image store accepts as a key: the same rule for Cloud Storage and the emulators' local folder. */

// One or more plain segments such as "images/cards/ab12.webp": no "." or ".." segments, no leading "/",
// no backslashes or other characters that a file system or a bucket path could read differently.
const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

export function isValidImageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function checkedKey(key: string): string {
  if (!isValidImageKey(key)) throw new Error(`Refusing an image key outside the store: ${JSON.stringify(key)}`);
  return key;
}
