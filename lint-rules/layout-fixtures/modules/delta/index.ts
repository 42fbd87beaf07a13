export const deltaModule = { name: 'delta' };
