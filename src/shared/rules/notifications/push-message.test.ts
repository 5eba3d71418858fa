import { describe, expect, it } from 'vitest';
import { parsePushMessage, safeAppPath } from './push-message.ts';

describe('push message (server → service worker)', () => {
  it('reads what the dispatch job sends', () => {
    expect(parsePushMessage(JSON.stringify({ id: 12, title: 'Units allotted', body: '10 units', link: '/portal/portfolio', tag: 'notification-12' }))).toEqual({
      id: 12,
      title: 'Units allotted',
      body: '10 units',
      link: '/portal/portfolio',
      tag: 'notification-12',
    });
  });
  it('opens only pages of our app', () => {
    expect(safeAppPath('/portal/menu/manage-sip')).toBe('/portal/menu/manage-sip');
    expect(safeAppPath('/portal/faqSearch?q=stamp%20duty')).toBe('/portal/faqSearch?q=stamp%20duty');
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/portal/<script>', 42, null])
      expect(safeAppPath(bad)).toBe('/portal');
  });
  it('still shows something for an empty or broken payload', () => {
    expect(parsePushMessage(null)).toEqual({ id: null, title: 'Nivesh', body: 'You have a new notification.', link: '/portal', tag: 'nivesh' });
    expect(parsePushMessage('not json').title).toBe('Nivesh');
    expect(parsePushMessage(JSON.stringify({ title: 'x'.repeat(500) })).title).toHaveLength(120);
  });
});
