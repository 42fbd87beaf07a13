export const contract = 1;
