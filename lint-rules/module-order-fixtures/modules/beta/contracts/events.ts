export const BetaHappened = 'beta.happened.v1';
