import { describe, expect, it } from 'vitest';
import { oneSentence, singular, slugify, snake, words } from './words';

describe('words in the pack vocabulary', () => {
  it('splits names at case changes, dashes and underscores', () => {
    expect(words('getRoute')).toEqual(['get', 'route']);
    expect(words('aWBPrefix')).toEqual(['a', 'wb', 'prefix']);
    expect(snake('re-run')).toBe('re_run');
    expect(snake('2fa')).toBe('n_2fa');
  });

  it('makes resource words singular, leaving words that are not plural alone', () => {
    expect(['issues', 'categories', 'statuses', 'addresses', 'status', 'data', 'gifs'].map(singular)).toEqual([
      'issue',
      'category',
      'status',
      'address',
      'status',
      'data',
      'gif',
    ]);
  });

  it('keeps one plain sentence: no HTML or Markdown, not cut at "e.g.", at most 200 characters', () => {
    expect(oneSentence('Returns <b>all</b> [pets](https://x.example), e.g. cats. Then more.')).toBe(
      'Returns all pets, e.g. cats.',
    );
    expect(oneSentence('list the pets')).toBe('List the pets.');
    expect(oneSentence('x'.repeat(300)).length).toBeLessThanOrEqual(200);
    expect(oneSentence(undefined)).toBe('');
  });

  it('slugs do not split a name at its capitals', () => {
    expect(slugify("GitHub's official OpenAPI spec")).toBe('githubs-official-openapi-spec');
  });
});
