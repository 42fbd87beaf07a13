export const widgets = 1;
