import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, loadConfig } from './config.ts';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const example = read('.env.example');

/** Variables .env.example documents for docker-compose.yml only; the app never reads them. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD'];

/** Every `NAME=value` line, set or commented out (`# NAME=value`): what the file documents. */
const documented = [...example.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

describe('.env.example', () => {
  it('documents every variable the configuration reads', () => {
    expect(ENVIRONMENT_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the configuration does not read, besides those of docker compose', () => {
    expect(documented.filter((name) => !ENVIRONMENT_VARIABLES.includes(name) && !COMPOSE_ONLY.includes(name))).toEqual([]);
  });

  it('documents each variable once', () => {
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });

  it('documents each variable with a comment above it or its group', () => {
    const lines = example.split('\n');
    const uncommented = documented.filter((name) => {
      const at = lines.findIndex((line) => new RegExp(`^#?[ \\t]*${name}=`).test(line));
      // the nearest line above that is not itself a variable must be a comment
      for (let index = at - 1; index >= 0; index--) {
        if (/^#?[ \t]*[A-Z][A-Z0-9_]*=/.test(lines[index])) continue;
        return !lines[index].startsWith('#');
      }
      return true;
    });
    expect(uncommented).toEqual([]);
  });

  it('is a valid configuration as it is (cp .env.example .env)', () => {
    expect(() => loadConfig(parseEnv(example))).not.toThrow();
  });

  it('names the compose-only variables docker-compose.yml reads', () => {
    const compose = read('docker-compose.yml');
    for (const name of COMPOSE_ONLY) expect(compose).toContain(`\${${name}:?`);
  });
});
