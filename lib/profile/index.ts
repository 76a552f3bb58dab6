export { parseQuery, matchQuery, QueryError, MAX_QUERY_WORDS, type ParsedQuery } from './query.ts';
export {
  matchNotice,
  emptyProfile,
  validateProfile,
  exportProfile,
  importProfile,
  ProfileError,
  DEFAULT_REMINDER_DAYS,
  MAX_PROFILE_WORDS,
  type InterestProfile,
  type InterestGroup,
  type ProfileMatch,
  type MatchOptions,
} from './profile.ts';
export { suggestSynonyms } from './synonyms.ts';
export { matchForm } from './normalize.ts';
