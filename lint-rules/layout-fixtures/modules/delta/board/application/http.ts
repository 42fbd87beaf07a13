export const tag = 'Board';
