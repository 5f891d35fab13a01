// The workflow linter behind `pnpm lint:workflows` finds real mistakes, and the repository's
// workflows have none.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, workflowFiles } from '../lint-workflows.mjs';

const valid = `name: Probe
on: [push]
jobs:
  probe:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - run: echo "\${{ github.event_name }}"
`;

describe('pnpm lint:workflows', () => {
  it('passes a valid workflow', async () => {
    expect(await lintWorkflow(valid)).toEqual([]);
  });

  it('reports an unknown context property, an unknown action input and a job that needs a missing job', async () => {
    const broken = valid
      .replace('github.event_name', 'github.evnt_name')
      .replace('fetch-depth', 'fetch-dept')
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    needs: build');
    const findings = await lintWorkflow(broken);
    const text = findings.map((f) => f.message).join('\n');
    expect(text).toMatch(/evnt_name/);
    expect(text).toMatch(/fetch-dept/);
    expect(text).toMatch(/build/);
  });

  it('finds the CI and release workflows, and each is valid', async () => {
    const files = workflowFiles();
    expect(files.map((file) => basename(file))).toEqual(
      expect.arrayContaining(['ci.yml', 'release.yml']),
    );
    for (const file of files) {
      expect({
        file: basename(file),
        findings: await lintWorkflow(readFileSync(file, 'utf8')),
      }).toEqual({
        file: basename(file),
        findings: [],
      });
    }
  });
});
