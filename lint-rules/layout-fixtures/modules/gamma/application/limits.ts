export const limits = 1;
