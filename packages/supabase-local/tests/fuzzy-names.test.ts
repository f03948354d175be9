import { closestName, fuzzyMatches } from '../db/fuzzy-names';

/**
 * The names PostgREST's hints suggest ("Perhaps you meant 'films' instead of 'film'."), as its
 * fuzzy set (Haskell fuzzyset 0.2) ranks them: db/fuzzy-names.ts, used by db/missing-relationships.ts.
 */
describe('fuzzy names', () => {
  const tables = ['films', 'roles', 'actors_films', 'competitions', 'messages', 'channels'];

  it('suggests the near name, as PostgREST documents it', () => {
    expect(closestName('film', tables)).toBe('films');
    expect(closestName('role', tables)).toBe('roles');
  });

  it('answers an equal name (any case) with score 1, as it was added', () => {
    expect(fuzzyMatches('FILMS', tables)).toEqual([{ score: 1, value: 'films' }]);
  });

  it('suggests nothing for a name far from every entry', () => {
    expect(closestName('message_details', ['users', 'channels'])).toBeUndefined();
    expect(closestName('zzzz', tables)).toBeUndefined();
  });

  it('ranks candidates best first, none below the 0.33 cut', () => {
    const matches = fuzzyMatches('channel', tables);
    expect(matches[0].value).toBe('channels');
    expect(matches.every((match) => match.score >= 0.33)).toBe(true);
    expect(matches.map((match) => match.score)).toEqual([...matches.map((match) => match.score)].sort((a, b) => b - a));
  });
});
