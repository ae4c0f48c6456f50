/**
 * Imported first by `scripts/start.ts`: React and react-router pick their production builds from
 * NODE_ENV when they are first loaded, and the development builds render several times slower.
 */
process.env.NODE_ENV ??= 'production';

export const nodeEnv = process.env.NODE_ENV;
