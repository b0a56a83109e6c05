/**
 * Finds the settings marked placeholder(...) (src/shared/placeholder.ts) in the config objects the deploy check
 * walks, and, as a second net, values that look like stand-ins but carry no mark (a reserved example domain, a
 * 555-01xx number, the word "placeholder").
 */

/** A config object the check walks, where it is defined, and the keys checked elsewhere. */
export type ConfigRoot = { name: string; file: string; value: object; skip?: readonly string[] };

/** A setting found marked, or unmarked but looking like a stand-in. */
export type FoundSetting = { setting: string; file: string; example: string };

export type PlaceholderFindings = {
  marked: FoundSetting[];
  /** Marked values found in none of the roots: a placeholder defined where the check does not look. */
  unplaced: string[];
  lookalikes: FoundSetting[];
};

/**
 * What reserved-for-examples values look like: example.com/.org/.net and the .example, .test and .invalid names
 * (RFC 2606), the 555-0100 to 555-0199 numbers North America keeps for fiction, and the launch guide's your-project and
 * your-clinic.
 */
const LOOKS_LIKE_A_STAND_IN = [
  /(^|[@./])example\.(com|org|net)(?![\w.-])/i,
  /\.(example|test|invalid)(?![\w.-])/i,
  /\b\d{3}-555-01\d\d\b/,
  /\+1\d{3}55501\d\d\b/,
  /placeholder/i,
  // The launch guide's own stand-ins, copied without being filled in.
  /\byour-(project|clinic)\b/i,
];

export function looksLikeAStandIn(value: string): boolean {
  return LOOKS_LIKE_A_STAND_IN.some((pattern) => pattern.test(value));
}

/** A few of a value's strings, to show in a refusal. */
function exampleOf(value: unknown): string {
  const strings: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string' || typeof node === 'number') strings.push(String(node));
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(value);
  const shown = strings.slice(0, 2).join(', ');
  return strings.length > 2 ? `${shown}, …` : shown;
}

export function findPlaceholders(
  roots: readonly ConfigRoot[],
  isMarked: (value: unknown) => boolean,
  allMarked: readonly unknown[],
): PlaceholderFindings {
  const findings: PlaceholderFindings = { marked: [], unplaced: [], lookalikes: [] };
  const placed = new Set<unknown>();
  const walk = (node: unknown, path: string, file: string) => {
    if (isMarked(node)) {
      placed.add(node);
      findings.marked.push({ setting: path, file, example: exampleOf(node) });
    } else if (typeof node === 'string') {
      if (looksLikeAStandIn(node)) findings.lookalikes.push({ setting: path, file, example: node });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}[${index}]`, file));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`, file);
    }
  };
  for (const root of roots) {
    for (const [key, value] of Object.entries(root.value)) {
      if (!root.skip?.includes(key)) walk(value, `${root.name}.${key}`, root.file);
    }
  }
  findings.unplaced = allMarked.filter((value) => !placed.has(value)).map(exampleOf);
  return findings;
}

/** The refusals for what findPlaceholders found, each naming the setting and its file. */
export function placeholderProblems({ marked, unplaced, lookalikes }: PlaceholderFindings): string[] {
  return [
    ...marked.map(
      ({ setting, file, example }) =>
        `${setting} is a placeholder (${example}): put in the clinic's own value in ${file} and remove the ` +
        'placeholder(...) around it.',
    ),
    ...lookalikes.map(
      ({ setting, file, example }) =>
        `${setting} (${file}) looks like a stand-in ("${example}": a reserved example address or number): put ` +
        'in the real value.',
    ),
    ...unplaced.map(
      (example) =>
        `A value marked placeholder (${example}) is defined where the deploy check does not look: replace it, or ` +
        'add its config object to the roots in tools/scripts/lib/launch-settings.ts.',
    ),
  ];
}
