export const gammaModule = { name: 'gamma' };
