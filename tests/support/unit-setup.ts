// Loaded before every unit test file (the unit project's setupFiles).
import { configure } from '@testing-library/dom';

// Testing Library's async helpers (waitFor, findBy…) give up after 1 s by default: a fixed deadline in disguise,
// which a lazily loaded chunk on a busy two-core CI machine can miss. They wait on a condition, so let them wait
// until just before the test's own timeout (20 s in the unit project) instead; a test that is really stuck still fails.
configure({ asyncUtilTimeout: 15_000 });
