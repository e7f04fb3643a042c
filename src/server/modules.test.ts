import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';
import { ROOT_DIR } from './paths';

describe('the module list', () => {
  it('holds every folder under modules/ once: a module left out would bring nothing', () => {
    const folders = readdirSync(join(ROOT_DIR, 'src', 'server', 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders.sort());
  });
});
