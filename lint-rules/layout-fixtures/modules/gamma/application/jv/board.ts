// an ad-hoc folder beside commands/ and queries/
export const board = 1;
