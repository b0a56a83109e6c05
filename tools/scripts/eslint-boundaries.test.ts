import { ESLint, type Linter } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import projectConfig from '../../eslint.config.js';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries and cycles are ESLint's rules (eslint.config.js): each case lints a file as if it stood at
 * that path in the repository, through the project's own config, and names the rule that must refuse it (or none).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
const config = projectConfig as Linter.Config[];

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const x = 1;\n`, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries, enforced by ESLint', () => {
  it.each([
    ['a feature importing another', 'src/features/articles/x.ts', "import '../team/content/team';"],
    ['src/lib importing a feature (upward)', 'src/lib/x.ts', "import '../features/team/content/team';"],
    ['src/rendering importing a component (upward)', 'src/rendering/x.ts', "import '../components/seo/HeadTags';"],
    ['src/shared importing the site paths (upward)', 'src/shared/x.ts', "import '../paths';"],
    ['functions core importing the router (upward)', 'functions/src/core/x.ts', "import '../http/routes';"],
    ['auth importing the mail (upward)', 'functions/src/auth/x.ts', "import '../mail/mail-queue';"],
    ['images importing the media library (upward)', 'functions/src/images/x.ts', "import '../media/media-store';"],
    ['functions importing web code outside src/shared', 'functions/src/blogs/x.ts', "import '../../../src/paths';"],
  ])(
    'refuses %s',
    async (_, file, code) => {
      expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
    },
    120_000,
  );

  it('allows what the layers allow', async () => {
    expect(await rulesBroken('functions/src/blogs/x.ts', "import '../../../src/shared/site-paths';")).toEqual([]);
    expect(await rulesBroken('src/features/articles/x.ts', "import '../../lib/use-hydrated';")).toEqual([]);
    expect(await rulesBroken('functions/src/media/x.ts', "import '../images/image-store';")).toEqual([]);
  }, 120_000);

  it('keeps the Firebase SDK inside the auth feature', async () => {
    expect(await rulesBroken('src/pages/x.ts', "import 'firebase/auth';")).toContain('no-restricted-imports');
    expect(await rulesBroken('src/features/auth/x.ts', "import 'firebase/auth';")).toEqual([]);
  }, 120_000);

  it("refuses an import circle, with the config's own cycle rule and resolver", async () => {
    // Two files that import each other, in a folder of their own: the rule follows imports on disk.
    const dir = mkdtempSync(join(tmpdir(), 'eslint-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const boundaries = config.find((block) => block.rules?.['import-x/no-cycle']);
      expect(boundaries?.files).toContain('functions/src/**/*.ts');
      const isolated = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [
          { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
          { ...boundaries, files: ['**/*.ts'], ignores: [] },
        ],
      });
      const [result] = await isolated.lintFiles(['a.ts']);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
