import { mkdtempSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadStaticFiles } from './static.ts';

function app(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>shell</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'assets', 'app-1.js'), `console.log(1);${'let a = 1;'.repeat(300)}`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('the built app in memory', () => {
  it('compresses each file once per build: the copy is kept beside it and read back by the next start', () => {
    const dir = app();
    const first = loadStaticFiles(dir);
    const kept = join(dir, 'assets', 'app-1.js.gz');
    expect(existsSync(kept)).toBe(true);
    expect(gunzipSync(readFileSync(kept)).toString()).toBe(readFileSync(join(dir, 'assets', 'app-1.js'), 'utf8'));
    // small files are not worth compressing
    expect(first.get('/favicon.svg')!.gzip).toBeNull();
    expect(existsSync(join(dir, 'favicon.svg.gz'))).toBe(false);

    // the next start reads the kept copy (a marker in it shows which bytes were served)
    writeFileSync(kept, Buffer.from('kept copy'));
    const later = statSync(join(dir, 'assets', 'app-1.js')).mtimeMs / 1000 + 10;
    utimesSync(kept, later, later);
    const second = loadStaticFiles(dir);
    expect(second.get('/assets/app-1.js')!.gzip!.toString()).toBe('kept copy');
    // the copies are not files of the app
    expect(second.has('/assets/app-1.js.gz')).toBe(false);
    expect([...second.keys()].sort()).toEqual(['/assets/app-1.js', '/favicon.svg', '/index.html']);
  });

  it('a file rebuilt after its copy was made is compressed again', () => {
    const dir = app();
    loadStaticFiles(dir);
    const file = join(dir, 'index.html');
    writeFileSync(file, `<!doctype html>${'<p>new shell</p>'.repeat(200)}`);
    const later = statSync(join(dir, 'index.html.gz')).mtimeMs / 1000 + 10;
    utimesSync(file, later, later);
    const files = loadStaticFiles(dir);
    expect(gunzipSync(files.get('/index.html')!.gzip!).toString()).toContain('new shell');
  });
});
