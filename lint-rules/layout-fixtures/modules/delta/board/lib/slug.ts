// a folder outside a capability's layout
export const slug = 1;
