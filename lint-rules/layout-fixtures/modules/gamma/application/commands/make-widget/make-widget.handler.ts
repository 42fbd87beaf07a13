export const makeWidget = 1;
