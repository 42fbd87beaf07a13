export const post = 1;
