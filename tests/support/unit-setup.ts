// Loaded before every unit test file (the unit projects' setupFiles).

// Testing Library's async helpers (waitFor, findBy…) give up after 1 s by default: a fixed deadline in disguise,
// which a lazily loaded chunk on a busy two-core CI machine can miss. They wait on a condition, so let them wait
// until just before the test's own timeout (20 s in the unit project) instead; a test that is really stuck still fails.
// Only a file with a browser document uses them: the node-side files, most of the `unit` project, skip the import
// (about a third of a second each; decision 0035).
// A module (for the top-level await below), though it exports nothing.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
