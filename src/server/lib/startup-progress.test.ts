import { describe, expect, it } from 'vitest';
import { consoleProgress } from './startup-progress.ts';

/** A stand-in for stdout that keeps what was written. */
function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { out: { isTTY, write: (s: string) => chunks.push(s) } as unknown as NodeJS.WriteStream, text: () => chunks.join('') };
}
const strip = (text: string) => text.replace(/\[ *[\d.]+ s\] /g, '');

describe('start-up progress', () => {
  it('prints a line per phase, with the seconds since the process started', () => {
    const s = stream(false);
    const p = consoleProgress(s.out);
    p.phase('Migrating the database');
    p.phase('Loading masters');
    expect(s.text()).toMatch(/^\[ *\d+\.\d s\] Migrating the database\n\[ *\d+\.\d s\] Loading masters\n$/);
  });

  it('into a log, prints the first and last count and none between within the interval', () => {
    const s = stream(false);
    const p = consoleProgress(s.out, 60_000);
    for (let i = 0; i <= 320; i++) p.count('Seeding NAVs of schemes', i, 320);
    p.phase('Ready');
    expect(strip(s.text())).toBe('Seeding NAVs of schemes 0/320\nSeeding NAVs of schemes 320/320\nReady\n');
  });

  it('into a log, prints a count again once the interval has passed', () => {
    const s = stream(false);
    const p = consoleProgress(s.out, 0);
    for (let i = 0; i <= 3; i++) p.count('Seeding', i, 3);
    expect(strip(s.text())).toBe('Seeding 0/3\nSeeding 1/3\nSeeding 2/3\nSeeding 3/3\n');
  });

  it('on a terminal, updates one line in place and ends it before the next phase', () => {
    const s = stream(true);
    const p = consoleProgress(s.out);
    p.count('Seeding', 0, 2);
    p.count('Seeding', 1, 2);
    p.phase('Computing returns'); // interrupts an unfinished count: the line is ended first
    expect(strip(s.text())).toBe('\rSeeding 0/2\rSeeding 1/2\nComputing returns\n');
  });
});
