// contracts stay the module's
export const contract = 1;
