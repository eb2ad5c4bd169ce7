import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The folder rules of the website (ARCHITECTURE.md, "The web's folders") are kept by a lint script; it
// is run here on a small app folder written for the test, so that a rule that stopped failing is seen.
const script = fileURLToPath(new URL('../../../scripts/check-structure.mjs', import.meta.url));
const folders: string[] = [];

function checkApp(files: Record<string, string>) {
  const app = mkdtempSync(join(tmpdir(), 'folder-rules-'));
  folders.push(app);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const run = spawnSync(process.execPath, [script, app], { encoding: 'utf8' });
  return { status: run.status, errors: run.stderr };
}

const wellFolded = {
  'root.tsx': "import { useRootData } from './features/shell/root-data.ts';\nexport const x = useRootData;\n",
  'features/shell/root-data.ts': "import { format } from '~/i18n/format.ts';\nexport const useRootData = format;\n",
  'components/card.tsx': "import { format } from '~/i18n/format.ts';\nexport const card = format;\n",
  'routes/home.tsx': "import { useRootData } from '~/features/shell/root-data.ts';\nexport const home = useRootData;\n",
  'i18n/format.ts': 'export const format = () => 1;\n',
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the check of the web folders', () => {
  it('passes a folder that keeps the rules', () => {
    expect(checkApp(wellFolded)).toEqual({ status: 0, errors: '' });
  });

  it('fails when a module imports root.tsx, by alias or by a relative path', () => {
    const result = checkApp({
      ...wellFolded,
      'routes/home.tsx': "import { useRootData } from '~/root.tsx';\nexport const home = useRootData;\n",
      'features/shell/header.tsx': "import type { loader } from '../../root';\nexport type L = typeof loader;\n",
    });
    expect(result.status).toBe(1);
    expect(result.errors).toMatch(/routes\/home\.tsx:1: nothing may import root\.tsx \('~\/root\.tsx'\)/);
    expect(result.errors).toMatch(
      /features\/shell\/header\.tsx:1: nothing may import root\.tsx \('\.\.\/\.\.\/root'\)/,
    );
  });

  it('fails when components/ import features/, or api/ a feature', () => {
    const result = checkApp({
      ...wellFolded,
      'components/card.tsx': "import { useRootData } from '~/features/shell/root-data.ts';\nexport const c = 1;\n",
      'api/use-api.ts': "import { useSession } from '~/features/session/session.tsx';\nexport const u = 1;\n",
    });
    expect(result.status).toBe(1);
    expect(result.errors).toContain(
      "components/card.tsx:1: components/ may not import features/ ('~/features/shell/root-data.ts')",
    );
    expect(result.errors).toContain(
      "api/use-api.ts:1: api/ may not import features/ ('~/features/session/session.tsx')",
    );
  });
});
