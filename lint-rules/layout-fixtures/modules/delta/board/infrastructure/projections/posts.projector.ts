export const projector = 1;
