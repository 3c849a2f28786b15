import { describe, expect, it } from 'vitest';
import { urlPieces } from './url-text';

describe('urlPieces', () => {
  it('breaks after each slash, keeping the scheme whole, and never inside a word', () => {
    expect(urlPieces('https://api.acme.example/v1/tasks/')).toEqual([
      'https://',
      'api',
      '.acme',
      '.example/',
      'v1/',
      'tasks/',
    ]);
  });

  it('breaks before the query, each parameter and its value', () => {
    expect(urlPieces('/search?q=open&page=2#top')).toEqual(['/', 'search', '?q', '=open', '&page', '=2', '#top']);
  });

  it('breaks before a hyphen, an underscore and a percent escape, so none is mistaken for a line-end hyphen', () => {
    expect(urlPieces('acme-tasks/due_date%2F1')).toEqual(['acme', '-tasks/', 'due', '_date', '%2F1']);
  });

  it('keeps a run of one breaking character whole', () => {
    expect(urlPieces('/a..b/--x')).toEqual(['/', 'a', '..b/', '--x']);
  });

  it('gives back the text itself, in order, whatever it holds', () => {
    for (const text of ['', 'plain', '//x//y/', '?', 'a..b--c', '/v1/tasks/‹task_id›/complete'])
      expect(urlPieces(text).join('')).toBe(text);
  });
});
